/**
 * One log line per answered request: service, method, route pattern, status, duration.
 * Never the raw URL (queries carry emails), never headers or bodies (names, dates of birth, phones, claims).
 *
 * A `LogLine` carries two kinds of line. Routine lines say a request went as expected: a request line
 * with a status below 400, a service's `info` line (`identity operation … ok`). Every other line — a 4xx
 * or 5xx request line, a service's warning or error, the app's own log lines from `POST /api/logs` — is
 * never held back. Which routine lines reach the console is `requestLogMode`'s decision.
 */
import { appendFileSync } from 'node:fs';

export interface LineKind {
  /** The line only says that a request went as expected. */
  routine: boolean;
}

export type LogLine = (line: string, kind?: LineKind) => void;

export const consoleLogLine: LogLine = (line) => {
  process.stdout.write(`${line}\n`);
};

export const silentLogLine: LogLine = () => {};

export function formatRequestLogLine(service: string, method: string, routePattern: string | undefined, status: number, durationMs: number): string {
  return `[${service}] ${method} ${routePattern ?? '(unmatched route)'} ${status} ${Math.round(durationMs)}ms`;
}

/** A request line is routine below status 400. */
export function requestLineKind(status: number): LineKind {
  return { routine: status < 400 };
}

/** `all`: every line on the console; `failures`: routine lines held back (4xx, 5xx, warnings, errors, app logs kept). */
export type RequestLogMode = 'all' | 'failures';

const isOn = (value: string | undefined) => value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';

/**
 * Which request lines reach the console. `MEMBER_REQUEST_LOG=1` asks for every one, `MEMBER_REQUEST_LOG=0`
 * for failures only. Unset: failures only under CI (`CI`) and the end-to-end tests (`MEMBER_TEST_CONTROL=1`),
 * where one line per request buries the lines a reader needs; every line for a developer's `npm start`.
 */
export function requestLogMode(env: NodeJS.ProcessEnv): RequestLogMode {
  const asked = env.MEMBER_REQUEST_LOG;
  if (asked !== undefined && asked !== '') return isOn(asked) ? 'all' : 'failures';
  return isOn(env.CI) || env.MEMBER_TEST_CONTROL === '1' ? 'failures' : 'all';
}

/** Whether a line goes to the console: in `failures` mode, every line but the routine ones. */
function shouldPrint(mode: RequestLogMode, kind: LineKind | undefined): boolean {
  return mode === 'all' || !kind?.routine;
}

/**
 * The sandbox's console sink: prints what `mode` keeps; with `file`, appends every line (the routine
 * lines held back included) to it, so a failed run can still be read request by request.
 */
export function filteredLogLine(
  mode: RequestLogMode,
  { print = consoleLogLine, file }: { print?: (line: string) => void; file?: string } = {},
): LogLine {
  return (line, kind) => {
    if (shouldPrint(mode, kind)) print(line);
    if (file) {
      try {
        appendFileSync(file, `${line}\n`);
      } catch {
        // The file is a convenience: a full disk or a removed folder must not fail a request.
      }
    }
  };
}

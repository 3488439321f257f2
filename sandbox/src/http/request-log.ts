/**
 * One log line per answered request: service, method, route pattern, status, duration.
 * Never the raw URL (queries carry emails), never headers or bodies (names, dates of birth, phones, claims).
 */
export type LogLine = (line: string) => void;

export const consoleLogLine: LogLine = (line) => {
  process.stdout.write(`${line}\n`);
};

export const silentLogLine: LogLine = () => {};

export function formatRequestLogLine(service: string, method: string, routePattern: string | undefined, status: number, durationMs: number): string {
  return `[${service}] ${method} ${routePattern ?? '(unmatched route)'} ${status} ${Math.round(durationMs)}ms`;
}

/**
 * `npm start -w @member/sandbox`: every local stand-in of the member platform in one process.
 * Env: MEMBER_API_PORT, IDENTITY_PORT, CONTENT_PORT, FLAGS_PORT, TEST_CONTROL_PORT, SANDBOX_HOST,
 * SANDBOX_DATA_DIR (member API database, default sandbox/.data/member-api), SANDBOX_MODE=1 or
 * --sandbox-mode (starts the test-only control service), MEMBER_REQUEST_LOG (1: every request line on the
 * console, 0: only 4xx / 5xx, warnings, errors and app log lines; default 0 under CI and the e2e tests,
 * else 1), MEMBER_REQUEST_LOG_FILE (every line, held back or not, appended to this file).
 */
import { fileURLToPath } from 'node:url';
import { isSandboxMode } from './assembly/sandbox-mode';
import { startSandbox, type RunningSandbox } from './assembly/start-sandbox';
import { filteredLogLine, requestLogMode } from './http/request-log';

const defaultDataDir = fileURLToPath(new URL('../.data/member-api', import.meta.url));

async function main(): Promise<void> {
  const sandboxMode = isSandboxMode();
  const logMode = requestLogMode(process.env);
  const logFile = process.env.MEMBER_REQUEST_LOG_FILE || undefined;
  const sandbox: RunningSandbox = await startSandbox({
    host: process.env.SANDBOX_HOST || '127.0.0.1',
    dataDir: process.env.SANDBOX_DATA_DIR || defaultDataDir,
    // PGlite runs its queries synchronously: on the main thread one request's queries would block every
    // other request, and a caller's flood would be served before anyone else's call could even arrive
    // (caller-limits.ts counts requests from their arrival, which needs the main thread free).
    databaseInWorker: true,
    sandboxMode,
    logLine: filteredLogLine(logMode, { file: logFile }),
  });
  const lines: [string, string | undefined][] = [
    ['member API', sandbox.urls.memberApi],
    ['identity', sandbox.urls.identity],
    ['content', sandbox.urls.content],
    ['flags (OFREP)', sandbox.urls.flags],
    ['test control (test-only)', sandbox.urls.testControl],
  ];
  for (const [name, url] of lines) if (url) process.stdout.write(`[sandbox] ${name.padEnd(25)} ${url}\n`);
  if (!sandboxMode) process.stdout.write('[sandbox] test control off (SANDBOX_MODE=1 or --sandbox-mode to start it)\n');
  if (logMode === 'failures') {
    process.stdout.write(
      `[sandbox] request log: 4xx/5xx, warnings, errors and app log lines only (MEMBER_REQUEST_LOG=1 prints every request)${logFile ? `; every line in ${logFile}` : ''}\n`,
    );
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`[sandbox] ${signal}: stopping\n`);
    try {
      await sandbox.close();
      process.exit(0);
    } catch (error) {
      process.stderr.write(`[sandbox] stop failed: ${(error as Error).message}\n`);
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`[sandbox] failed to start: ${(error as Error).message}\n`);
  process.exit(1);
});

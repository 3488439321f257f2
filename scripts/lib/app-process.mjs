/**
 * Runs the assembled app for a script that needs it (the budgets check): reuses one already listening
 * on the shell's port, otherwise starts `scripts/start.mjs` (MEMBER_TEST_CONTROL=1, as the end-to-end
 * tests do) in its own process group and stops it afterwards.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot, shell } from './apps.mjs';
import { createInterface } from 'node:readline';
import { isPortOpen, waitForPort } from './wait-for-port.mjs';

/**
 * The app's output is kept (last 300 lines) and printed only if it fails to start: the measurements
 * stay readable.
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<{ started: boolean, stop: () => Promise<void> }>}
 */
export async function ensureAppRunning({ timeoutMs = 15 * 60_000 } = {}) {
  if (await isPortOpen(shell.port)) return { started: false, stop: async () => {} };
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, MEMBER_TEST_CONTROL: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const output = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      output.push(line);
      if (output.length > 300) output.shift();
    });
  }
  console.log('starting the app (scripts/start.mjs) ...');
  /** @type {number | null | undefined} */
  let exitCode;
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve((exitCode = code))));
  const stop = async () => {
    if (exitCode !== undefined || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM'); // start.mjs stops its children on SIGTERM
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForPort(shell.port, {
      timeoutMs,
      abort: () => (exitCode !== undefined ? `npm start exited with code ${exitCode}` : undefined),
    });
  } catch (error) {
    await stop();
    console.error(output.map((line) => `[app] ${line}`).join('\n'));
    throw error;
  }
  console.log('the app is up');
  return { started: true, stop };
}

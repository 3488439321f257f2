#!/usr/bin/env node
/**
 * `npm start`: the assembled app on this machine.
 *
 *   1. builds every app whose dist is stale (sequentially, with timings);
 *   2. starts the sandbox services (SANDBOX_MODE=1 unless --no-sandbox-mode) and waits for their ports;
 *   3. serves each remote's dist on its port (or, with --dev <remote>, runs that remote's webpack dev
 *      server in watch mode on the same port, so the shell's remotes manifest needs no change);
 *   4. with MEMBER_TEST_CONTROL=1, opens the supervisor endpoint on 127.0.0.1:<supervisor port>, serves
 *      /config from a copy the tests may repoint and each remote's .run/releases/<folder> at /releases/
 *      (lib/test-deployments.mjs);
 *   5. serves the shell (SPA fallback, /config from shell/config/$APP_ENV, default local) — last, so a
 *      test runner waiting for the shell's URL finds everything up;
 *   6. prints the URL and the demo members. Ctrl-C / SIGTERM stops everything.
 *
 * Options: see lib/start-options.mjs (--dev <remote folder>, --no-sandbox-mode, --no-sandbox, --no-build).
 * The sandbox writes every log line to .run/logs/sandbox.log; on the console it holds back routine
 * request lines under CI and the tests (MEMBER_REQUEST_LOG, sandbox/src/http/request-log.ts).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apps, ports, proxyArguments, remotes, repoRoot, sandboxPorts, shell } from './lib/apps.mjs';
import { buildApps } from './lib/build.mjs';
import { startControlServer } from './lib/control-server.mjs';
import { formatDuration } from './lib/output.mjs';
import { loadSeed, personaTable } from './lib/personas.mjs';
import { staleReason } from './lib/stale-check.mjs';
import { parseStartOptions } from './lib/start-options.mjs';
import { Supervisor } from './lib/supervisor.mjs';
import { TestConfig, releasesDirOf } from './lib/test-deployments.mjs';
import { isPortOpen } from './lib/wait-for-port.mjs';

const staticServer = path.join(repoRoot, 'tooling', 'static-server', 'serve.mjs');
const webpackCli = path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js');
const runDir = path.join(repoRoot, '.run');
/** Every line the sandbox logs, including the request lines the console holds back. */
const sandboxLogFile = path.join(runDir, 'logs', 'sandbox.log');

/**
 * @param {{ sandbox: boolean, sandboxMode: boolean, testControl: boolean }} options
 * @returns {Promise<string[]>} the ports already taken, as `name (port)`
 */
async function portsInUse({ sandbox, sandboxMode, testControl }) {
  const wanted = {
    ...Object.fromEntries(apps.map((app) => [app.name, app.port])),
    ...(sandbox ? sandboxPorts({ sandboxMode }) : {}),
    ...(testControl ? { supervisor: ports.supervisor } : {}),
  };
  const taken = await Promise.all(
    Object.entries(wanted).map(async ([name, port]) => ((await isPortOpen(port)) ? `${name} (${port})` : '')),
  );
  return taken.filter(Boolean);
}

/**
 * @param {import('./lib/apps.mjs').App[]} skip  apps served by a dev server
 * @returns {Promise<boolean>}
 */
async function buildStale(skip) {
  const stale = apps
    .filter((app) => !skip.includes(app))
    .map((app) => ({ app, reason: staleReason(app) }))
    .filter(({ reason }) => reason);
  if (stale.length === 0) {
    console.log('All apps are up to date.');
    return true;
  }
  for (const { app, reason } of stale) console.log(`${app.folder} is stale: ${reason}`);
  const results = await buildApps(stale.map(({ app }) => app));
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    console.error(`Build failed: ${failed.map((result) => result.app.folder).join(', ')}. Fix it and run npm start again.`);
    return false;
  }
  return true;
}

/**
 * Registers the sandbox, the remotes and the shell with the supervisor.
 * @param {Supervisor} supervisor
 * @param {import('./lib/start-options.mjs').StartOptions & { appEnv: string, testConfig?: TestConfig }} options
 *   testConfig: the served config copy of the test control (remotes then also serve /releases/)
 */
function registerServices(supervisor, { dev, sandbox, sandboxMode, appEnv, testConfig }) {
  if (sandbox) {
    mkdirSync(path.dirname(sandboxLogFile), { recursive: true });
    writeFileSync(sandboxLogFile, '');
    supervisor.add({
      name: 'sandbox',
      script: path.join(repoRoot, 'sandbox', 'src', 'main.ts'),
      nodeArgs: ['--import', 'tsx'],
      cwd: repoRoot,
      env: { SANDBOX_MODE: sandboxMode ? '1' : undefined, MEMBER_REQUEST_LOG_FILE: sandboxLogFile },
      ports: Object.values(sandboxPorts({ sandboxMode })),
      readyTimeoutMs: 120_000,
    });
  }
  for (const remote of remotes) {
    if (dev.includes(remote)) {
      supervisor.add({
        name: remote.name,
        script: webpackCli,
        args: ['serve', '--mode', 'development'],
        cwd: remote.dir,
        ports: [remote.port],
        readyTimeoutMs: 180_000,
      });
    } else {
      supervisor.add({
        name: remote.name,
        script: staticServer,
        args: [
          '--dir', path.join(remote.dir, 'dist'),
          '--port', String(remote.port),
          // The environment's services.json names the shell origins CORS allows.
          '--environment-dir', path.join(shell.dir, 'config', appEnv),
          ...(testConfig ? ['--releases-dir', releasesDirOf(runDir, remote.folder)] : []),
        ],
        cwd: repoRoot,
        ports: [remote.port],
      });
    }
  }
  supervisor.add({
    name: shell.name,
    script: staticServer,
    args: [
      '--dir', path.join(shell.dir, 'dist'),
      '--port', String(shell.port),
      '--spa',
      '--config-dir', testConfig?.dir ?? path.join(shell.dir, 'config', appEnv),
      // The services the browser calls and the remotes' files, on the shell's origin: no CORS preflight,
      // no second connection before a remote's first screen (decisions 057 and 072).
      ...proxyArguments('127.0.0.1', () => '127.0.0.1'),
      // A remote in watch mode: its live-reload socket and style-loader's styles (development only).
      ...dev.flatMap((remote) => ['--dev-server-origin', `http://localhost:${remote.port}`]),
    ],
    cwd: repoRoot,
    ports: [shell.port],
  });
}

/**
 * @param {import('./lib/start-options.mjs').StartOptions & { testControl: boolean, appEnv: string }} options
 */
async function printBanner({ dev, sandbox, sandboxMode, testControl, appEnv }) {
  const lines = [
    '',
    `Member is running: http://localhost:${shell.port}${appEnv === 'local' ? '' : `  (config: shell/config/${appEnv})`}`,
    `  remotes: ${remotes.map((remote) => `${remote.folder} :${remote.port}${dev.includes(remote) ? ' (dev server, watch mode)' : ''}`).join(', ')}`,
    `  sandbox${sandbox ? '' : ' (not started here)'}: ${Object.entries(sandboxPorts({ sandboxMode })).map(([name, port]) => `${name} :${port}`).join(', ')}`,
  ];
  if (testControl) lines.push(`  supervisor (MEMBER_TEST_CONTROL): http://127.0.0.1:${ports.supervisor}/services`);
  if (sandbox) lines.push(`  sandbox log, every line: ${path.relative(repoRoot, sandboxLogFile)}`);
  try {
    lines.push('', ...personaTable(await loadSeed()));
  } catch (error) {
    lines.push('', `(could not read the demo members: ${error instanceof Error ? error.message : error})`);
  }
  lines.push('', 'Press Ctrl-C to stop.');
  console.log(lines.join('\n'));
}

async function main() {
  let options;
  try {
    options = parseStartOptions(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(process.argv.includes('--help') || process.argv.includes('-h') ? 0 : 2);
  }
  const { dev, sandbox, sandboxMode, build } = options;
  const testControl = process.env.MEMBER_TEST_CONTROL === '1';
  const appEnv = process.env.APP_ENV || 'local';
  const started = Date.now();

  if (!existsSync(path.join(shell.dir, 'config', appEnv))) {
    console.error(`shell/config/${appEnv} does not exist (APP_ENV=${appEnv})`);
    process.exit(2);
  }
  const taken = await portsInUse({ sandbox, sandboxMode, testControl });
  if (taken.length > 0) {
    const sandboxOnly = taken.every((entry) => Object.keys(sandboxPorts({ sandboxMode: true })).some((name) => entry.startsWith(`${name} `)));
    const hint = sandboxOnly ? 'Is a sandbox already running? Use npm start -- --no-sandbox.' : 'Is another npm start running?';
    console.error(`Ports already in use: ${taken.join(', ')}. ${hint}`);
    process.exit(1);
  }
  if (build && !(await buildStale(dev))) process.exit(1);

  /** @type {TestConfig | undefined} */
  let testConfig;
  if (testControl) {
    testConfig = new TestConfig(path.join(shell.dir, 'config', appEnv), path.join(runDir, 'test-control', 'config', appEnv));
    testConfig.reset();
  }
  const supervisor = new Supervisor();
  registerServices(supervisor, { ...options, appEnv, testConfig });
  /** @type {import('node:http').Server | undefined} */
  let control;
  let stopping = false;
  const shutdown = async (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping…');
    control?.close();
    await supervisor.stopAll();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGHUP', () => void shutdown(0));

  try {
    const first = [...(sandbox ? ['sandbox'] : []), ...remotes.map((remote) => remote.name)];
    await Promise.all(first.map((name) => supervisor.start(name)));
    if (testControl) control = await startControlServer(supervisor, ports.supervisor, { config: testConfig });
    await supervisor.start(shell.name);
  } catch (error) {
    console.error(`Start-up failed: ${error instanceof Error ? error.message : error}`);
    await shutdown(1);
    return;
  }
  console.log(`Started in ${formatDuration(Date.now() - started)}.`);
  await printBanner({ ...options, testControl, appEnv });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

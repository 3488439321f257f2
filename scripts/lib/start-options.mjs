/**
 * Command-line options of scripts/start.mjs.
 */
import { parseArgs } from 'node:util';
import { findApp, ports, remotes } from './apps.mjs';

const USAGE = `usage: npm start [-- --dev <remote folder>]... [--no-sandbox-mode] [--no-sandbox] [--no-build]

  --dev mfe-claims    run that remote from source (webpack serve, watch mode) on its usual port
  --no-sandbox-mode   start the sandbox without its test-control service
  --no-sandbox        do not start the sandbox (one is already running, e.g. from docker-compose)
  --no-build          serve the existing dist folders as they are
Environment: MEMBER_TEST_CONTROL=1 opens the supervisor on 127.0.0.1:${ports.supervisor};
             APP_ENV picks shell/config/<APP_ENV> (default local).`;

/**
 * @typedef {object} StartOptions
 * @property {import('./apps.mjs').App[]} dev  remotes run by their dev server
 * @property {boolean} sandbox      start the sandbox
 * @property {boolean} sandboxMode  with its test-control service
 * @property {boolean} build        build stale apps first
 */

/**
 * @param {string[]} argv
 * @returns {StartOptions}
 * @throws {Error} with the usage text on --help or a bad option
 */
export function parseStartOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      dev: { type: 'string', multiple: true, default: [] },
      'no-sandbox-mode': { type: 'boolean', default: false },
      'no-sandbox': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) throw new Error(USAGE);
  const dev = (values.dev ?? []).map((name) => {
    const app = findApp(name);
    if (!app) throw new Error(`--dev ${name}: not one of ${remotes.map((remote) => remote.folder).join(', ')}`);
    if (app.host) throw new Error('--dev runs a remote from source; the shell is always served from its dist');
    return app;
  });
  return {
    dev: [...new Set(dev)],
    sandbox: !values['no-sandbox'],
    sandboxMode: !values['no-sandbox-mode'],
    build: !values['no-build'],
  };
}

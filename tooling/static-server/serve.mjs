#!/usr/bin/env node
/**
 * member-static --dir <dist> --port <n> [--spa] [--config-dir <dir> | --environment-dir <dir>]
 *               [--dev-server-origin <origin>]... [--releases-dir <dir>] [--proxy /api/<service>=<url> | /remotes/<remote>=<url>]...
 *
 * Serves a built app (see server.mjs for the compression, security header, CORS and cache rules).
 * `--proxy /api/member=http://localhost:4000` (the shell): a service the browser calls on this origin
 * (api-proxy.mjs; one per service); `--proxy /remotes/mfe-claims=http://localhost:3004`: a remote's files on
 * this origin, so a page needs no second connection before that remote's first screen. `--config-dir` (the shell): the environment folder served at
 * /config/, whose remotes.json and services.json make the content security policy. `--environment-dir` (a remote): the same folder, read
 * for the shell origins CORS allows. `--dev-server-origin`: a remote run by webpack-dev-server. Listens on 127.0.0.1 unless the
 * HOST environment variable says otherwise (docker: HOST=0.0.0.0). Stops on SIGTERM / SIGINT.
 */
import { existsSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseApiRoute } from './api-proxy.mjs';
import { unfilledPlaceholders } from './deploy-config.mjs';
import { startServer } from './server.mjs';

const usage =
  'usage: member-static --dir <dist> --port <n> [--spa] [--config-dir <dir> | --environment-dir <dir>] [--dev-server-origin <origin>]... [--releases-dir <dir>] [--proxy /api/<service>=<url> | /remotes/<remote>=<url>]...';

/**
 * @param {string[]} argv
 * @returns {{ dir: string, port: number, spa: boolean, configDir?: string, environmentDir?: string, devServerOrigins: string[], releasesDir?: string, apiRoutes?: import('./api-proxy.mjs').ApiRoute[] }}
 */
export function parseCli(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      spa: { type: 'boolean', default: false },
      'config-dir': { type: 'string' },
      'environment-dir': { type: 'string' },
      'dev-server-origin': { type: 'string', multiple: true },
      'releases-dir': { type: 'string' },
      proxy: { type: 'string', multiple: true },
    },
    strict: true,
  });
  const port = Number(values.port);
  if (!values.dir || !Number.isInteger(port) || port <= 0) throw new Error(usage);
  if (values['config-dir'] && values['environment-dir']) throw new Error(usage);
  return {
    dir: values.dir,
    port,
    spa: values.spa ?? false,
    configDir: values['config-dir'],
    environmentDir: values['environment-dir'],
    devServerOrigins: values['dev-server-origin'] ?? [],
    ...(values['releases-dir'] ? { releasesDir: values['releases-dir'] } : {}),
    ...(values.proxy ? { apiRoutes: values.proxy.map(parseApiRoute) } : {}),
  };
}

async function main() {
  let options;
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  for (const dir of [options.dir, options.configDir, options.environmentDir]) {
    if (dir && !existsSync(dir)) {
      console.error(`member-static: ${dir} does not exist (build the app first)`);
      process.exit(1);
    }
  }
  // A configuration the deploy step has not filled (member-configure) would start a shell that cannot
  // sign anyone in: refuse it, naming what is missing.
  const unfilled = options.configDir ? unfilledPlaceholders(options.configDir) : [];
  if (unfilled.length > 0) {
    console.error(`member-static: ${options.configDir} has unfilled placeholders, run member-configure first: ${unfilled.map(({ variable, at }) => `${variable} (${at})`).join(', ')}`);
    process.exit(1);
  }
  const host = process.env.HOST || '127.0.0.1';
  const server = await startServer({ ...options, host });
  const extras = [
    options.spa && 'spa',
    options.configDir && `/config -> ${options.configDir}`,
    options.releasesDir && `/releases -> ${options.releasesDir}`,
    ...(options.apiRoutes ?? []).map((route) => `${route.prefix} -> ${route.upstream}`),
  ].filter(Boolean);
  console.log(`serving ${options.dir} on http://${host}:${options.port}${extras.length ? ` (${extras.join(', ')})` : ''}`);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

const invokedDirectly = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

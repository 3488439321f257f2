/**
 * The test-control endpoint of `npm start` (only with MEMBER_TEST_CONTROL=1, loopback only): lets an
 * end-to-end test stop a remote's server and start it again.
 *
 *   GET  /services               → [{ name, running, pid, ports }]
 *   POST /services/:name/stop    → 200 { name, running: false } once its port is closed
 *   POST /services/:name/start   → 200 { name, running: true } once its port answers
 *
 * and deploy a remote the way production does, by repointing its entry in the remotes manifest the shell
 * serves (a copy of shell/config/<APP_ENV>, see test-deployments.mjs); the next page load reads it:
 *
 *   GET  /config/remotes          → the served remotes.json
 *   PUT  /config/remotes/:name    { url } → 200 { name, url, previous }; 404 unknown remote; 422 not a manifest URL
 *   POST /config/reset            → 200 the committed remotes.json, served again
 */
import http from 'node:http';
import { TestConfigError } from './test-deployments.mjs';
import { waitForPortClosed } from './wait-for-port.mjs';

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function json(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<any>}
 */
async function readJson(req) {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 10_000) throw new TestConfigError(413, 'body too large');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new TestConfigError(400, 'body must be JSON');
  }
}

/**
 * @param {import('./test-deployments.mjs').TestConfig | undefined} config
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 * @returns {Promise<boolean>} whether the request was a /config one
 */
async function configRoute(config, req, res, pathname) {
  if (!pathname.startsWith('/config/')) return false;
  if (!config) {
    json(res, 404, { error: 'the shell serves the committed config here: no test config to change' });
    return true;
  }
  const repoint = /^\/config\/remotes\/([\w-]+)$/.exec(pathname);
  if (req.method === 'GET' && pathname === '/config/remotes') json(res, 200, config.remotes());
  else if (req.method === 'PUT' && repoint) json(res, 200, config.repoint(repoint[1] ?? '', (await readJson(req))?.url));
  else if (req.method === 'POST' && pathname === '/config/reset') {
    config.reset();
    json(res, 200, config.remotes());
  } else json(res, 404, { error: 'GET /config/remotes, PUT /config/remotes/:name { url }, POST /config/reset' });
  return true;
}

/**
 * @param {import('./supervisor.mjs').Supervisor} supervisor
 * @param {{ config?: import('./test-deployments.mjs').TestConfig }} [options]
 * @returns {import('node:http').RequestListener}
 */
export function controlHandler(supervisor, { config } = {}) {
  return async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (await configRoute(config, req, res, pathname)) return;
      if (req.method === 'GET' && pathname === '/services') {
        json(res, 200, supervisor.list());
        return;
      }
      const match = /^\/services\/([\w-]+)\/(stop|start)$/.exec(pathname);
      if (req.method === 'POST' && match) {
        const [, name = '', action] = match;
        if (!supervisor.services.has(name)) {
          json(res, 404, { error: `unknown service ${name}`, services: [...supervisor.services.keys()] });
          return;
        }
        if (action === 'stop') {
          await supervisor.stop(name);
          for (const port of supervisor.get(name).spec.ports ?? []) await waitForPortClosed(port);
        } else {
          await supervisor.start(name);
        }
        json(res, 200, { name, running: supervisor.isRunning(name) });
        return;
      }
      json(res, 404, { error: 'GET /services, POST /services/:name/stop, POST /services/:name/start, /config/remotes' });
    } catch (error) {
      if (error instanceof TestConfigError) json(res, error.status, { error: error.message });
      else json(res, 500, { error: error instanceof Error ? error.message : String(error) });
    }
  };
}

/**
 * @param {import('./supervisor.mjs').Supervisor} supervisor
 * @param {number} port
 * @param {{ config?: import('./test-deployments.mjs').TestConfig }} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export function startControlServer(supervisor, port, options = {}) {
  const server = http.createServer(controlHandler(supervisor, options));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

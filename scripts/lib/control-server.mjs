/**
 * The test-control endpoint of `npm start` (only with MEMBER_TEST_CONTROL=1, loopback only): lets an
 * end-to-end test stop a remote's server and start it again.
 *
 *   GET  /services               → [{ name, running, pid, ports }]
 *   POST /services/:name/stop    → 200 { name, running: false } once its port is closed
 *   POST /services/:name/start   → 200 { name, running: true } once its port answers
 */
import http from 'node:http';
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
 * @param {import('./supervisor.mjs').Supervisor} supervisor
 * @returns {import('node:http').RequestListener}
 */
export function controlHandler(supervisor) {
  return async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    try {
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
      json(res, 404, { error: 'GET /services, POST /services/:name/stop, POST /services/:name/start' });
    } catch (error) {
      json(res, 500, { error: error instanceof Error ? error.message : String(error) });
    }
  };
}

/**
 * @param {import('./supervisor.mjs').Supervisor} supervisor
 * @param {number} port
 * @returns {Promise<import('node:http').Server>}
 */
export function startControlServer(supervisor, port) {
  const server = http.createServer(controlHandler(supervisor));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Waiting for TCP ports: a service is ready when a connection to its port succeeds on 127.0.0.1 or
 * ::1 (a server bound to `localhost` may sit on either).
 */
import net from 'node:net';

/**
 * One connection attempt.
 * @param {number} port
 * @param {string} host
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
function canConnect(port, host, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (/** @type {boolean} */ result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Whether something listens on `port` on the loopback interface.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export async function isPortOpen(port) {
  const results = await Promise.all([canConnect(port, '127.0.0.1'), canConnect(port, '::1')]);
  return results.some(Boolean);
}

/**
 * Resolves once `port` accepts connections. Rejects after `timeoutMs`, or as soon as `abort()` returns
 * a reason (e.g. the process that should open the port has exited).
 * @param {number} port
 * @param {{ timeoutMs?: number, intervalMs?: number, abort?: () => string | undefined }} [options]
 * @returns {Promise<void>}
 */
export async function waitForPort(port, { timeoutMs = 60_000, intervalMs = 200, abort = () => undefined } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await isPortOpen(port)) return;
    const reason = abort();
    if (reason) throw new Error(`port ${port} never opened: ${reason}`);
    if (Date.now() > deadline) throw new Error(`port ${port} did not open within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Resolves once nothing listens on `port` any more (after a server is stopped).
 * @param {number} port
 * @param {{ timeoutMs?: number, intervalMs?: number }} [options]
 * @returns {Promise<void>}
 */
export async function waitForPortClosed(port, { timeoutMs = 10_000, intervalMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (await isPortOpen(port)) {
    if (Date.now() > deadline) throw new Error(`port ${port} is still in use after ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

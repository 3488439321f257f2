import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { controlHandler } from './control-server.mjs';
import { Supervisor } from './supervisor.mjs';
import { isPortOpen } from './wait-for-port.mjs';
import http from 'node:http';

/** @type {string} */
let dir;
/** A free port, found by letting the OS pick one. */
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'supervisor-'));
  writeFileSync(
    path.join(dir, 'server.mjs'),
    "import http from 'node:http'; const s = http.createServer((q, r) => r.end('ok')).listen(Number(process.argv[2]), '127.0.0.1'); process.on('SIGTERM', () => s.close(() => process.exit(0)));",
  );
  writeFileSync(path.join(dir, 'crash.mjs'), "setTimeout(() => process.exit(3), 50);");
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('starts a service once its port answers, stops it, starts it again', async () => {
  const port = /** @type {number} */ (await freePort());
  const supervisor = new Supervisor({ log: () => {} });
  supervisor.add({ name: 'web', script: path.join(dir, 'server.mjs'), args: [String(port)], cwd: dir, ports: [port] });
  await supervisor.start('web');
  assert.equal(await isPortOpen(port), true);
  assert.equal(supervisor.list()[0]?.running, true);
  await supervisor.stop('web');
  assert.equal(supervisor.isRunning('web'), false);
  await supervisor.start('web');
  assert.equal(supervisor.isRunning('web'), true);
  await supervisor.stopAll();
  assert.equal(supervisor.isRunning('web'), false);
});

test('reports a child that dies unexpectedly, and a start that never gets ready', async () => {
  /** @type {string[]} */
  const died = [];
  const supervisor = new Supervisor({ log: () => {}, onUnexpectedExit: (name) => died.push(name) });
  supervisor.add({ name: 'crash', script: path.join(dir, 'crash.mjs'), cwd: dir, ports: [/** @type {number} */ (await freePort())] });
  await assert.rejects(supervisor.start('crash'), /crash exited \(code 3\)/);
  assert.deepEqual(died, ['crash']);
});

test('the control endpoint lists, stops and starts services by name', async () => {
  const port = /** @type {number} */ (await freePort());
  const supervisor = new Supervisor({ log: () => {} });
  supervisor.add({ name: 'mfe_demo', script: path.join(dir, 'server.mjs'), args: [String(port)], cwd: dir, ports: [port] });
  await supervisor.start('mfe_demo');
  const control = http.createServer(controlHandler(supervisor)).listen(0, '127.0.0.1');
  await new Promise((resolve) => control.once('listening', resolve));
  const base = `http://127.0.0.1:${/** @type {net.AddressInfo} */ (control.address()).port}`;
  try {
    const listed = await (await fetch(`${base}/services`)).json();
    assert.equal(listed[0].name, 'mfe_demo');
    assert.equal(listed[0].running, true);
    const stopped = await fetch(`${base}/services/mfe_demo/stop`, { method: 'POST' });
    assert.deepEqual(await stopped.json(), { name: 'mfe_demo', running: false });
    assert.equal(await isPortOpen(port), false);
    const started = await fetch(`${base}/services/mfe_demo/start`, { method: 'POST' });
    assert.deepEqual(await started.json(), { name: 'mfe_demo', running: true });
    assert.equal(await isPortOpen(port), true);
    assert.equal((await fetch(`${base}/services/nope/stop`, { method: 'POST' })).status, 404);
  } finally {
    control.close();
    await supervisor.stopAll();
  }
});

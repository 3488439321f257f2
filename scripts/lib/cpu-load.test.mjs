import { test } from 'node:test';
import assert from 'node:assert/strict';
import { busyShareBetween, cpuTimesOf, describeCpuLoad, loadAverageOf, occupyOneCore, startCpuSampling } from './cpu-load.mjs';

const STAT = (/** @type {number} */ user, /** @type {number} */ idle) => `cpu  ${user} 0 100 ${idle} 50 0 10 0 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1\n`;

test('the aggregate cpu line gives busy (outside idle and I/O wait) and total jiffies', () => {
  assert.deepEqual(cpuTimesOf(STAT(1000, 5000)), { busy: 1110, total: 6160 });
  assert.throws(() => cpuTimesOf('cpu0 1 2 3 4\n'), /no aggregate cpu line/);
});

test('the busy share is the busy part of the time that passed between two samples', () => {
  assert.equal(busyShareBetween(cpuTimesOf(STAT(1000, 5000)), cpuTimesOf(STAT(1300, 5100))), 0.75);
  assert.equal(busyShareBetween(cpuTimesOf(STAT(1000, 5000)), cpuTimesOf(STAT(1000, 5000))), 0);
});

test('the one-minute load average', () => {
  assert.equal(loadAverageOf('1.84 2.10 2.40 4/103 17699\n'), 1.84);
  assert.throws(() => loadAverageOf('busy'), /unreadable/);
});

test('sampling reports the load since it started', () => {
  const files = [STAT(1000, 5000), STAT(1150, 5150)];
  const sample = startCpuSampling({ read: (file) => (file === '/proc/loadavg' ? '3.50 1 1 1/1 1' : /** @type {string} */ (files.shift())), cores: 2 });
  const load = sample();
  assert.deepEqual(load, { loadAverage: 3.5, busyShare: 0.5, cores: 2 });
  assert.equal(describeCpuLoad(load), 'load 3.50 (2 cores), CPU 50 % busy');
});

test('one busy core raises the busy share of this machine while it runs', { skip: process.platform !== 'linux' }, async () => {
  const sample = startCpuSampling();
  const busy = occupyOneCore();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { busyShare, cores } = sample();
  busy.stop();
  // At least most of one core out of all of them (other work only adds to it).
  assert.ok(busyShare >= 0.8 / cores, `busy share ${busyShare} on ${cores} cores`);
});

/**
 * How busy the machine was while a benchmark ran, read from Linux's `/proc`: Lighthouse's simulated
 * throttling multiplies the main-thread time it observes, so a figure taken on a busy CPU is not
 * comparable with one taken on an idle CPU unless the load is written beside it.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** @typedef {{ busy: number, total: number }} CpuTimes jiffies since boot, all cores together */
/** @typedef {{ loadAverage: number, busyShare: number, cores: number }} CpuLoad
 *   loadAverage: the one-minute load average at the end; busyShare: the part of all cores' time spent
 *   outside idle and I/O wait between the two samples (0–1). */

/**
 * The aggregate `cpu` line of `/proc/stat`: user nice system idle iowait irq softirq steal (guest time is
 * already inside user and nice).
 * @param {string} procStat
 * @returns {CpuTimes}
 */
export function cpuTimesOf(procStat) {
  const line = procStat.split('\n').find((candidate) => candidate.startsWith('cpu '));
  if (!line) throw new Error('/proc/stat has no aggregate cpu line');
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 5 || fields.some((value) => !Number.isFinite(value))) throw new Error(`unreadable cpu line: ${line}`);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = /** @type {number} */ (fields[3]) + /** @type {number} */ (fields[4]);
  return { busy: total - idle, total };
}

/**
 * @param {CpuTimes} before
 * @param {CpuTimes} after
 * @returns {number} 0–1
 */
export function busyShareBetween(before, after) {
  const total = after.total - before.total;
  return total > 0 ? Math.min(1, Math.max(0, (after.busy - before.busy) / total)) : 0;
}

/**
 * @param {string} procLoadavg `/proc/loadavg`
 * @returns {number} the one-minute load average
 */
export function loadAverageOf(procLoadavg) {
  const value = Number(procLoadavg.trim().split(/\s+/)[0]);
  if (!Number.isFinite(value)) throw new Error(`unreadable load average: ${procLoadavg}`);
  return value;
}

/**
 * Starts sampling; the returned function gives the load since then.
 * @param {{ read?: (file: string) => string, cores?: number }} [options]
 * @returns {() => CpuLoad}
 */
export function startCpuSampling({ read = (file) => readFileSync(file, 'utf8'), cores = availableParallelism() } = {}) {
  const before = cpuTimesOf(read('/proc/stat'));
  return () => ({
    loadAverage: loadAverageOf(read('/proc/loadavg')),
    busyShare: busyShareBetween(before, cpuTimesOf(read('/proc/stat'))),
    cores,
  });
}

/**
 * Spins until its parent is gone (the parent id changes when the benchmark dies without stopping it), so
 * an interrupted benchmark leaves no busy process behind.
 */
const SPIN_UNTIL_ORPHANED = 'const parent = process.ppid; while (process.ppid === parent) {}';

/**
 * One core kept busy by a separate Node process (a spinning loop), so the benchmark can be measured
 * under a known extra load as well as without it.
 * @returns {{ stop: () => void }}
 */
export function occupyOneCore() {
  const child = spawn(process.execPath, ['-e', SPIN_UNTIL_ORPHANED], { stdio: 'ignore' });
  return { stop: () => void child.kill('SIGKILL') };
}

/**
 * `load 1.84 (2 cores), CPU 63 % busy`
 * @param {CpuLoad} load
 * @returns {string}
 */
export function describeCpuLoad({ loadAverage, busyShare, cores }) {
  return `load ${loadAverage.toFixed(2)} (${cores} cores), CPU ${Math.round(busyShare * 100)} % busy`;
}

/**
 * The figures `npm run bench:lighthouse` prints, taken from Lighthouse results (LHR): the performance
 * score, LCP, FCP, TBT, CLS and the transfer sizes by resource type, each the median of the runs, with the
 * long tasks and the CPU load the runs were measured under.
 */
import { longTaskTotals } from './lighthouse-main-thread.mjs';

/**
 * @typedef {{ score: number, lcpMs: number, fcpMs: number, tbtMs: number, cls: number, transfer: Record<string, number> }} RunFigures
 *   transfer: bytes on the wire by Lighthouse resource type (`total`, `script`, `stylesheet`, `document`,
 *   `font`, `image`, `other`, `third-party`…) and the number of requests as `requests`.
 */
/**
 * @typedef {RunFigures & { mainThread?: import('./lighthouse-main-thread.mjs').MainThreadFigures, cpu?: import('./cpu-load.mjs').CpuLoad }} MeasuredRun
 *   one run as the benchmark keeps it: the figures, where its main-thread time went, and how busy the
 *   machine was meanwhile.
 */

/**
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? /** @type {number} */ (sorted[middle]) : (/** @type {number} */ (sorted[middle - 1]) + /** @type {number} */ (sorted[middle])) / 2;
}

/**
 * @param {any} lhr a Lighthouse result (`runnerResult.lhr`)
 * @returns {RunFigures}
 */
export function figuresOf(lhr) {
  const numeric = (/** @type {string} */ id) => {
    const value = lhr.audits?.[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse result has no ${id}`);
    return value;
  };
  const score = lhr.categories?.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse result has no performance score (did the page load?)');
  /** @type {Record<string, number>} */
  const transfer = {};
  for (const item of lhr.audits?.['resource-summary']?.details?.items ?? []) {
    if (typeof item.resourceType === 'string' && typeof item.transferSize === 'number') transfer[item.resourceType] = item.transferSize;
    if (item.resourceType === 'total' && typeof item.requestCount === 'number') transfer.requests = item.requestCount;
  }
  return {
    score: Math.round(score * 100),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transfer,
  };
}

/**
 * Each figure is the median of the runs (independently, as Lighthouse's own guidance does).
 * @param {RunFigures[]} runs
 * @returns {RunFigures}
 */
export function medianFigures(runs) {
  const types = [...new Set(runs.flatMap((run) => Object.keys(run.transfer)))];
  return {
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    transfer: Object.fromEntries(types.map((type) => [type, median(runs.map((run) => run.transfer[type] ?? 0))])),
  };
}

/**
 * The performance goals on this machine with nothing else running (docs/performance.md); a page without
 * a goal is reported only.
 * @type {Record<string, { score: number, lcpMs: number, tbtMs: number, cls?: number }>}
 */
const GOALS = {
  'sign-in': { score: 95, lcpMs: 2000, tbtMs: 150 },
  'first-visit': { score: 95, lcpMs: 2000, tbtMs: 150 },
  home: { score: 90, lcpMs: 2500, tbtMs: 150, cls: 0.02 },
};

const kib = (/** @type {number | undefined} */ bytes) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);

/**
 * @param {RunFigures} m the medians
 * @param {{ score: number, lcpMs: number, tbtMs: number, cls?: number } | undefined} goal
 * @returns {string}
 */
function verdictOf(m, goal) {
  if (!goal) return '–';
  const met = m.score >= goal.score && m.lcpMs <= goal.lcpMs && m.tbtMs <= goal.tbtMs && (goal.cls === undefined || m.cls <= goal.cls);
  return `${met ? 'met' : 'missed'} (score ≥ ${goal.score}, LCP ≤ ${seconds(goal.lcpMs)} s, TBT ≤ ${goal.tbtMs} ms${goal.cls === undefined ? '' : `, CLS ≤ ${goal.cls}`})`;
}

/**
 * Median long-task count and time, and the median share of the CPU that was busy, over the runs that
 * carry them.
 * @param {MeasuredRun[]} runs
 * @returns {{ longTasks: string, longTaskMs: string, scriptShare: string, cpuBusy: string }}
 */
function loadColumns(runs) {
  const measured = runs.flatMap((run) => (run.mainThread ? [longTaskTotals(run.mainThread)] : []));
  const loads = runs.flatMap((run) => (run.cpu ? [run.cpu.busyShare] : []));
  return {
    longTasks: measured.length ? String(median(measured.map((totals) => totals.count))) : '–',
    longTaskMs: measured.length ? String(Math.round(median(measured.map((totals) => totals.durationMs)))) : '–',
    scriptShare: measured.length ? (median(measured.map((totals) => totals.scriptShare)) * 100).toFixed(1) : '–',
    cpuBusy: loads.length ? String(Math.round(median(loads) * 100)) : '–',
  };
}

/**
 * The table printed at the end: one line per page.
 * @param {Array<{ page: string, runs: MeasuredRun[] }>} results
 * @returns {string}
 */
export function formatTable(results) {
  const header = ['page', 'score', 'LCP s', 'FCP s', 'TBT ms', 'CLS', 'long tasks', 'long-task ms', 'script eval %', 'CPU busy %', 'total KiB', 'script KiB', 'requests', 'goal'];
  const rows = results.map(({ page, runs }) => {
    const m = medianFigures(runs);
    const load = loadColumns(runs);
    return [page, String(m.score), seconds(m.lcpMs), seconds(m.fcpMs), String(Math.round(m.tbtMs)), m.cls.toFixed(3), load.longTasks, load.longTaskMs, load.scriptShare, load.cpuBusy, kib(m.transfer.total), kib(m.transfer.script), String(m.transfer.requests ?? '–'), verdictOf(m, GOALS[page])];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (/** @type {string[]} */ cells) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/**
 * The run a page's breakdown is printed from: the one whose TBT is the median.
 * @template {RunFigures} T
 * @param {T[]} runs
 * @returns {{ run: T, index: number }}
 */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error('no runs');
  const order = runs.map((run, index) => ({ run, index })).sort((a, b) => a.run.tbtMs - b.run.tbtMs);
  return /** @type {{ run: T, index: number }} */ (order[Math.floor((order.length - 1) / 2)]);
}

/**
 * The figures `npm run bench:lighthouse` prints, taken from Lighthouse results (LHR): the performance
 * score, LCP, FCP, TBT and the transfer sizes by resource type, each the median of the runs.
 */

/**
 * @typedef {{ score: number, lcpMs: number, fcpMs: number, tbtMs: number, transfer: Record<string, number> }} RunFigures
 *   transfer: bytes on the wire by Lighthouse resource type (`total`, `script`, `stylesheet`, `document`,
 *   `font`, `image`, `other`, `third-party`…) and the number of requests as `requests`.
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
    transfer: Object.fromEntries(types.map((type) => [type, median(runs.map((run) => run.transfer[type] ?? 0))])),
  };
}

/**
 * The performance goals on this machine; a page without a goal is reported only.
 * @type {Record<string, { lcpMs: number, score: number }>}
 */
const GOALS = {
  'sign-in': { lcpMs: 2500, score: 90 },
  home: { lcpMs: 3000, score: 85 },
};

const kib = (/** @type {number | undefined} */ bytes) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);

/**
 * The table printed at the end: one line per page.
 * @param {Array<{ page: string, runs: RunFigures[] }>} results
 * @returns {string}
 */
export function formatTable(results) {
  const header = ['page', 'score', 'LCP s', 'FCP s', 'TBT ms', 'total KiB', 'script KiB', 'css KiB', 'document KiB', 'requests', 'goal'];
  const rows = results.map(({ page, runs }) => {
    const m = medianFigures(runs);
    const goal = GOALS[page];
    const verdict = goal ? `${m.lcpMs <= goal.lcpMs && m.score >= goal.score ? 'met' : 'missed'} (LCP ≤ ${seconds(goal.lcpMs)} s, score ≥ ${goal.score})` : '–';
    return [page, String(m.score), seconds(m.lcpMs), seconds(m.fcpMs), String(Math.round(m.tbtMs)), kib(m.transfer.total), kib(m.transfer.script), kib(m.transfer.stylesheet), kib(m.transfer.document), String(m.transfer.requests ?? '–'), verdict];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (/** @type {string[]} */ cells) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

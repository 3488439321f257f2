import { test } from 'node:test';
import assert from 'node:assert/strict';
import { figuresOf, formatTable, median, medianFigures, medianRun } from './lighthouse-summary.mjs';

/** @param {{ score?: number, lcp?: number, script?: number, tbt?: number, cls?: number }} [values] */
const lhr = ({ score = 0.96, lcp = 1900, script = 200_000, tbt = 150, cls = 0.01 } = {}) => ({
  categories: { performance: { score } },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'first-contentful-paint': { numericValue: 1200 },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: cls },
    'resource-summary': {
      details: {
        items: [
          { resourceType: 'total', transferSize: 250_000, requestCount: 21 },
          { resourceType: 'script', transferSize: script, requestCount: 17 },
          { resourceType: 'document', transferSize: 1_000, requestCount: 1 },
        ],
      },
    },
  },
});

test('median of odd and even counts', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.throws(() => median([]));
});

test('figuresOf reads score, LCP, FCP, TBT, CLS and the transfer sizes by type', () => {
  assert.deepEqual(figuresOf(lhr()), { score: 96, lcpMs: 1900, fcpMs: 1200, tbtMs: 150, cls: 0.01, transfer: { total: 250_000, requests: 21, script: 200_000, document: 1_000 } });
});

test('figuresOf refuses a result without a score (a page that did not load)', () => {
  assert.throws(() => figuresOf({ categories: { performance: { score: null } }, audits: {} }), /no performance score/);
});

test('each figure is the median of the runs', () => {
  const runs = [lhr({ score: 0.5, lcp: 9000 }), lhr({ score: 0.9, lcp: 2000, script: 100 }), lhr({ score: 0.8, lcp: 3000 })].map(figuresOf);
  const m = medianFigures(runs);
  assert.equal(m.score, 80);
  assert.equal(m.lcpMs, 3000);
  assert.equal(m.transfer.script, 200_000);
});

test('the table says whether each goal is met: score, LCP, TBT and, on /home, CLS', () => {
  const table = formatTable([
    { page: 'sign-in', runs: [figuresOf(lhr())] },
    { page: 'first-visit', runs: [figuresOf(lhr({ tbt: 151 }))] },
    { page: 'home', runs: [figuresOf(lhr({ score: 0.92, lcp: 2400, cls: 0.03 }))] },
    { page: 'elsewhere', runs: [figuresOf(lhr())] },
  ]);
  assert.match(table, /^sign-in .*met \(score ≥ 95, LCP ≤ 2\.00 s, TBT ≤ 150 ms\)$/m);
  assert.match(table, /^first-visit .*missed \(score ≥ 95/m);
  assert.match(table, /^home .*missed \(score ≥ 90, LCP ≤ 2\.50 s, TBT ≤ 150 ms, CLS ≤ 0\.02\)$/m);
  assert.match(table, /^elsewhere .* –$/m);
});

test('the table gives the median long tasks, script share and CPU busy share beside the figures', () => {
  const longTask = (/** @type {number} */ durationMs) => ({ url: 'http://localhost:3000/main.js', startMs: 0, durationMs });
  /** @param {number[]} durations @param {number} busyShare */
  const run = (durations, busyShare) => ({
    ...figuresOf(lhr()),
    mainThread: { longTasks: durations.map(longTask), scripts: [], mainThreadMs: 1000, scriptEvaluationMs: 600, lcpElement: undefined },
    cpu: { loadAverage: 1, busyShare, cores: 2 },
  });
  const table = formatTable([{ page: 'home', runs: [run([100, 60], 0.4), run([200, 90, 70], 0.9), run([300], 0.5)] }]);
  const [header = '', row = ''] = table.split('\n');
  const cell = (/** @type {string} */ title) => row.slice(header.indexOf(title)).split(/\s{2,}/)[0];
  assert.equal(cell('long tasks'), '2');
  assert.equal(cell('long-task ms'), '300');
  assert.equal(cell('script eval %'), '60.0');
  assert.equal(cell('CPU busy %'), '50');
  assert.equal(formatTable([{ page: 'home', runs: [figuresOf(lhr())] }]).split('\n')[1]?.includes('–'), true, 'runs without them show –');
});

test('the breakdown comes from the run with the median TBT', () => {
  const runs = [300, 100, 200].map((tbt) => figuresOf(lhr({ tbt })));
  assert.deepEqual({ index: medianRun(runs).index, tbt: medianRun(runs).run.tbtMs }, { index: 2, tbt: 200 });
  assert.equal(medianRun(runs.slice(0, 2)).index, 1, 'of two, the lower');
  assert.throws(() => medianRun([]));
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { figuresOf, formatTable, median, medianFigures } from './lighthouse-summary.mjs';

/** @param {{ score?: number, lcp?: number, script?: number }} [values] */
const lhr = ({ score = 0.91, lcp = 2100, script = 200_000 } = {}) => ({
  categories: { performance: { score } },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'first-contentful-paint': { numericValue: 1200 },
    'total-blocking-time': { numericValue: 150 },
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

test('figuresOf reads score, LCP, FCP, TBT and the transfer sizes by type', () => {
  assert.deepEqual(figuresOf(lhr()), { score: 91, lcpMs: 2100, fcpMs: 1200, tbtMs: 150, transfer: { total: 250_000, requests: 21, script: 200_000, document: 1_000 } });
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

test('the table says whether the goal is met', () => {
  const table = formatTable([
    { page: 'sign-in', runs: [figuresOf(lhr())] },
    { page: 'home', runs: [figuresOf(lhr({ score: 0.45, lcp: 10_900 }))] },
    { page: 'first-visit', runs: [figuresOf(lhr())] },
  ]);
  assert.match(table, /^sign-in .*met \(LCP ≤ 2\.50 s, score ≥ 90\)$/m);
  assert.match(table, /^home .*missed/m);
  assert.match(table, /^first-visit .* –$/m);
});

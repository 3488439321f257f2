import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatMainThread, longTasksByUrl, longTaskTotals, mainThreadOf, shortUrl } from './lighthouse-main-thread.mjs';

const MAIN = 'http://localhost:3000/main.1a2b.js';
const REACT_DOM = 'http://localhost:3000/react-dom.3c4d.js';
const HOME = 'http://localhost:3003/remoteEntry.js';

const lhr = {
  audits: {
    'long-tasks': {
      details: {
        items: [
          { url: MAIN, startTime: 900, duration: 120 },
          { url: REACT_DOM, startTime: 1400, duration: 310 },
          { url: MAIN, startTime: 2100, duration: 80 },
          { url: 'Unattributable', startTime: 2500, duration: 60 },
        ],
      },
    },
    'bootup-time': {
      details: {
        items: [
          { url: MAIN, total: 400, scripting: 300, scriptParseCompile: 40 },
          { url: REACT_DOM, total: 520, scripting: 450, scriptParseCompile: 50 },
          { url: HOME, total: 90, scripting: 70, scriptParseCompile: 10 },
        ],
      },
    },
    'mainthread-work-breakdown': {
      details: {
        items: [
          { group: 'scriptEvaluation', duration: 800 },
          { group: 'styleLayout', duration: 150 },
          { group: 'other', duration: 50 },
        ],
      },
    },
    'lcp-breakdown-insight': {
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [{ subpart: 'timeToFirstByte', duration: 600 }] },
          { type: 'node', selector: 'main > h1', snippet: '<h1 class="title">' },
        ],
      },
    },
  },
};

test('the long tasks longest first, the scripts by main-thread time, the script share and the LCP element', () => {
  const figures = mainThreadOf(lhr);
  assert.deepEqual(figures.longTasks.map((task) => task.durationMs), [310, 120, 80, 60]);
  assert.deepEqual(figures.scripts.map((script) => [shortUrl(script.url), script.totalMs]), [[':3000/react-dom.3c4d.js', 520], [':3000/main.1a2b.js', 400], [':3003/remoteEntry.js', 90]]);
  assert.equal(figures.mainThreadMs, 1000);
  assert.equal(figures.scriptEvaluationMs, 800);
  assert.equal(figures.lcpElement, '<h1 class="title">');
  assert.deepEqual(longTaskTotals(figures), { count: 4, durationMs: 570, scriptShare: 0.8 });
});

test('long tasks are summed per attributed script', () => {
  assert.deepEqual(longTasksByUrl(mainThreadOf(lhr).longTasks), [
    { url: REACT_DOM, count: 1, durationMs: 310 },
    { url: MAIN, count: 2, durationMs: 200 },
    { url: 'Unattributable', count: 1, durationMs: 60 },
  ]);
});

test('a result without the audits gives empty lists, not an error', () => {
  assert.deepEqual(mainThreadOf({ audits: {} }), { longTasks: [], scripts: [], mainThreadMs: 0, scriptEvaluationMs: 0, lcpElement: undefined });
  assert.deepEqual(longTaskTotals(mainThreadOf({})), { count: 0, durationMs: 0, scriptShare: 0 });
});

test('the breakdown names each script by port and path', () => {
  const text = formatMainThread('home (run 2 of 3, TBT 391 ms)', mainThreadOf(lhr), { top: 2 });
  assert.match(text, /^home \(run 2 of 3, TBT 391 ms\): 4 long tasks, 570 ms; script evaluation 80\.0 % of 1000 ms main-thread work$/m);
  assert.match(text, /LCP element: <h1 class="title">/);
  assert.match(text, /200 ms {2}×2 {2}:3000\/main\.1a2b\.js/);
  assert.doesNotMatch(text, /Unattributable/, 'only the top two scripts');
  assert.match(text, /520 ms {3}450 ms {3}50 ms {2}:3000\/react-dom\.3c4d\.js/);
});

test('a URL elsewhere keeps its host; what is not a URL stays as it is', () => {
  assert.equal(shortUrl('https://cdn.example.com/a.js?x=1'), 'cdn.example.com/a.js');
  assert.equal(shortUrl('Unattributable'), 'Unattributable');
});

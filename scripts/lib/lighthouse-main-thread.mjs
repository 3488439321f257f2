/**
 * Where a page's main-thread time goes, from a Lighthouse result: the long tasks with the script each is
 * attributed to (`long-tasks`), the scripts by main-thread time (`bootup-time`), the share of the main
 * thread spent evaluating script (`mainthread-work-breakdown`) and the largest contentful paint's element
 * (`lcp-breakdown-insight`). Counts and shares move less with the machine's load than TBT does, so a
 * change is judged by them on a shared CPU.
 */

/** @typedef {{ url: string, startMs: number, durationMs: number }} LongTask */
/** @typedef {{ url: string, totalMs: number, scriptingMs: number, parseMs: number }} ScriptTime */
/**
 * @typedef {object} MainThreadFigures
 * @property {LongTask[]} longTasks longest first
 * @property {ScriptTime[]} scripts most main-thread time first
 * @property {number} mainThreadMs all main-thread work
 * @property {number} scriptEvaluationMs the part of it spent evaluating script
 * @property {string | undefined} lcpElement the LCP element's snippet (`<img … alt="…">`)
 */

/**
 * @param {any} lhr a Lighthouse result
 * @param {string} id
 * @returns {any[]}
 */
const itemsOf = (lhr, id) => lhr.audits?.[id]?.details?.items ?? [];

/**
 * `http://localhost:3000/main.1a2b.js` → `:3000/main.1a2b.js` (the origin's port tells shell from remote);
 * anything that is not a URL ("Unattributable") stays as it is.
 * @param {string} url
 * @returns {string}
 */
export function shortUrl(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname === 'localhost' ? '' : parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return url;
  }
}

/**
 * The LCP element from the insight's list details (a table of sub-parts, then the node).
 * @param {any} lhr
 * @returns {string | undefined}
 */
function lcpElementOf(lhr) {
  for (const item of itemsOf(lhr, 'lcp-breakdown-insight')) {
    if (item?.type === 'node') return item.snippet ?? item.selector ?? item.nodeLabel;
  }
  return undefined;
}

/**
 * @param {any} lhr a Lighthouse result (`runnerResult.lhr`)
 * @returns {MainThreadFigures}
 */
export function mainThreadOf(lhr) {
  const longTasks = itemsOf(lhr, 'long-tasks')
    .map((item) => ({ url: String(item.url ?? 'Unattributable'), startMs: Number(item.startTime ?? 0), durationMs: Number(item.duration ?? 0) }))
    .sort((a, b) => b.durationMs - a.durationMs);
  const scripts = itemsOf(lhr, 'bootup-time')
    .map((item) => ({ url: String(item.url), totalMs: Number(item.total ?? 0), scriptingMs: Number(item.scripting ?? 0), parseMs: Number(item.scriptParseCompile ?? 0) }))
    .sort((a, b) => b.totalMs - a.totalMs);
  const groups = itemsOf(lhr, 'mainthread-work-breakdown');
  const mainThreadMs = groups.reduce((sum, item) => sum + Number(item.duration ?? 0), 0);
  const scriptEvaluationMs = Number(groups.find((item) => item.group === 'scriptEvaluation')?.duration ?? 0);
  return { longTasks, scripts, mainThreadMs, scriptEvaluationMs, lcpElement: lcpElementOf(lhr) };
}

/**
 * The long tasks' time per attributed script, most first.
 * @param {LongTask[]} longTasks
 * @returns {Array<{ url: string, count: number, durationMs: number }>}
 */
export function longTasksByUrl(longTasks) {
  /** @type {Map<string, { url: string, count: number, durationMs: number }>} */
  const byUrl = new Map();
  for (const task of longTasks) {
    const entry = byUrl.get(task.url) ?? { url: task.url, count: 0, durationMs: 0 };
    entry.count += 1;
    entry.durationMs += task.durationMs;
    byUrl.set(task.url, entry);
  }
  return [...byUrl.values()].sort((a, b) => b.durationMs - a.durationMs);
}

/**
 * @param {MainThreadFigures} figures
 * @returns {{ count: number, durationMs: number, scriptShare: number }}
 */
export function longTaskTotals(figures) {
  return {
    count: figures.longTasks.length,
    durationMs: figures.longTasks.reduce((sum, task) => sum + task.durationMs, 0),
    scriptShare: figures.mainThreadMs > 0 ? figures.scriptEvaluationMs / figures.mainThreadMs : 0,
  };
}

const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;

/**
 * One page's breakdown, for the run it is printed from.
 * @param {string} title e.g. `home (run 2 of 3, TBT 391 ms)`
 * @param {MainThreadFigures} figures
 * @param {{ top?: number }} [options] how many scripts and long tasks to list
 * @returns {string}
 */
export function formatMainThread(title, figures, { top = 6 } = {}) {
  const totals = longTaskTotals(figures);
  const lines = [
    `${title}: ${totals.count} long task${totals.count === 1 ? '' : 's'}, ${ms(totals.durationMs)}; script evaluation ${(totals.scriptShare * 100).toFixed(1)} % of ${ms(figures.mainThreadMs)} main-thread work`,
    `  LCP element: ${figures.lcpElement ?? '–'}`,
  ];
  const byUrl = longTasksByUrl(figures.longTasks);
  if (byUrl.length > 0) {
    lines.push('  long tasks by script:');
    for (const entry of byUrl.slice(0, top)) lines.push(`    ${ms(entry.durationMs).padStart(8)}  ×${entry.count}  ${shortUrl(entry.url)}`);
    lines.push('  longest tasks:');
    for (const task of figures.longTasks.slice(0, top)) lines.push(`    ${ms(task.durationMs).padStart(8)}  at ${ms(task.startMs).padStart(8)}  ${shortUrl(task.url)}`);
  }
  if (figures.scripts.length > 0) {
    lines.push('  scripts by main-thread time (total / evaluation / parse):');
    for (const script of figures.scripts.slice(0, top)) lines.push(`    ${ms(script.totalMs).padStart(8)} ${ms(script.scriptingMs).padStart(8)} ${ms(script.parseMs).padStart(7)}  ${shortUrl(script.url)}`);
  }
  return lines.join('\n');
}

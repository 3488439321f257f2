/**
 * The suites of `npm test`, in order. Each returns how many of its tests passed and failed: tests
 * count individually where the tool reports them (node:test, Jest, Playwright); a single check (a
 * typecheck, the lint, one app's build, one page's budget) counts as one.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { apps, repoRoot, workspaceFolders } from './apps.mjs';
import { BUDGET_CHECK_COUNT } from './budgets.mjs';
import { buildApps } from './build.mjs';
import { federationRuntimeProblems } from './federation-runtime-check.mjs';
import { runCommand } from './run-command.mjs';

const runDir = path.join(repoRoot, '.run');
const bin = (/** @type {string} */ relative) => path.join(repoRoot, 'node_modules', relative);
const node = process.execPath;

/**
 * @typedef {object} Counts
 * @property {number} passed
 * @property {number} failed
 * @property {string} [note]   why something counted as failed without a test report
 */

/**
 * @typedef {object} Context
 * @property {boolean} buildFailed  set by the build suite; budgets and e2e are skipped when true
 */

/**
 * @typedef {object} Suite
 * @property {string} name
 * @property {(context: Context) => Promise<Counts>} run
 */

/**
 * One check per command: passed when it exits 0.
 * @param {[string, string[]][]} commands
 * @returns {Promise<Counts>}
 */
async function checks(commands) {
  const counts = { passed: 0, failed: 0 };
  for (const [command, args] of commands) {
    if ((await runCommand(command, args, { cwd: repoRoot })) === 0) counts.passed += 1;
    else counts.failed += 1;
  }
  return counts;
}

/**
 * @param {string} file
 * @returns {any}
 */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A command's report could not be read: one failure, unless the counts already show one.
 * @param {Counts} counts
 * @param {number} code
 * @param {string} tool
 * @returns {Counts}
 */
function withExitCode(counts, code, tool) {
  if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `${tool} exited with code ${code}` };
  return counts;
}

/**
 * Workspaces with a tsconfig.json that the root program (each top-level folder's src) does not cover, e.g. e2e.
 * @returns {string[]}
 */
function separatelyTypecheckedWorkspaces() {
  return workspaceFolders().filter((folder) => {
    if (!existsSync(path.join(repoRoot, folder, 'tsconfig.json'))) return false;
    const coveredByRoot = !folder.includes('/') && existsSync(path.join(repoRoot, folder, 'src'));
    return !coveredByRoot;
  });
}

/**
 * Test files of the Node scripts (node:test): tooling/**\/*.test.mjs and scripts/**\/*.test.mjs.
 * @returns {string[]}
 */
function nodeTestFiles() {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {string} */ dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.mjs')) found.push(path.relative(repoRoot, full));
    }
  };
  walk(path.join(repoRoot, 'tooling'));
  walk(path.join(repoRoot, 'scripts'));
  return found.sort();
}

/**
 * Counts from a TAP stream's closing summary (`# pass N`, `# fail N`).
 * @param {string} tap
 * @returns {Counts}
 */
export function countTap(tap) {
  const last = (/** @type {string} */ key) => {
    const matches = [...tap.matchAll(new RegExp(`^# ${key} (\\d+)$`, 'gm'))];
    return Number(matches.at(-1)?.[1] ?? 0);
  };
  return { passed: last('pass'), failed: last('fail') + last('cancelled') };
}

/**
 * Counts from Jest's --json report; a suite that could not run counts as a failure.
 * @param {any} report
 * @returns {Counts}
 */
export function countJest(report) {
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
  };
}

/**
 * Counts from Playwright's JSON report: flaky tests (passed on retry) count as passed; errors outside
 * tests (a web server that did not start, a broken config) count as failures.
 * @param {any} report
 * @returns {Counts}
 */
export function countPlaywright(report) {
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
  };
}

/** @type {Suite[]} */
export const suites = [
  {
    name: 'compose',
    run: () =>
      checks([
        ['docker-compose', ['-f', 'docker-compose.yml', 'config', '-q']],
        [node, ['scripts/compose.mjs', '--check']],
      ]),
  },
  {
    name: 'typecheck',
    run: () =>
      checks([
        [node, [bin('typescript/bin/tsc'), '-b', 'tsconfig.json']],
        [node, [bin('typescript/bin/tsc'), '-p', 'scripts/tsconfig.json']], // the scripts' JSDoc
        [node, [bin('typescript/bin/tsc'), '-p', 'shell/tsconfig.sw.json']], // the service worker (lib WebWorker)
        ...separatelyTypecheckedWorkspaces().map(
          (folder) => /** @type {[string, string[]]} */ ([node, [bin('typescript/bin/tsc'), '--noEmit', '-p', folder]]),
        ),
      ]),
  },
  {
    name: 'lint',
    run: () => checks([[node, [bin('eslint/bin/eslint.js'), '--max-warnings=0', '.']]]),
  },
  {
    // Dead files, exports and dependencies (knip.config.ts says what knip cannot see by itself).
    name: 'knip',
    run: () => checks([[node, [bin('knip/bin/knip.js'), '--no-progress']]]),
  },
  {
    name: 'node:test (scripts, tooling)',
    run: async () => {
      const tap = path.join(runDir, 'node-test.tap');
      rmSync(tap, { force: true });
      const code = await runCommand(
        node,
        ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...nodeTestFiles()],
        { cwd: repoRoot },
      );
      const counts = existsSync(tap) ? countTap(readFileSync(tap, 'utf8')) : { passed: 0, failed: 0 };
      return withExitCode(counts, code, 'node --test');
    },
  },
  {
    name: 'jest',
    run: async () => {
      const report = path.join(runDir, 'jest.json');
      rmSync(report, { force: true });
      // Jest's default on two cores is one worker; both cores are ~40 % faster here.
      const workers = `--maxWorkers=${Math.max(1, availableParallelism())}`;
      const code = await runCommand(node, [bin('jest/bin/jest.js'), '--ci', workers, '--json', `--outputFile=${report}`], { cwd: repoRoot });
      const json = readJson(report);
      return withExitCode(json ? countJest(json) : { passed: 0, failed: 0 }, code, 'jest');
    },
  },
  {
    name: 'build',
    run: async (context) => {
      const results = await buildApps(apps, { keepGoing: true });
      const failed = results.filter((result) => !result.ok).length;
      context.buildFailed = failed > 0;
      if (context.buildFailed) return { passed: results.length - failed, failed };
      // One more check over what was built: the federation runtime is bundled once (shell) and not at all (remotes).
      const problems = federationRuntimeProblems(apps);
      problems.forEach((problem) => console.error(`federation runtime check: ${problem}`));
      if (problems.length === 0) console.log('federation runtime check: one runtime, in the shell');
      return { passed: results.length + (problems.length === 0 ? 1 : 0), failed: problems.length === 0 ? 0 : 1 };
    },
  },
  {
    name: 'budgets',
    run: async (context) => {
      if (context.buildFailed) return { passed: 0, failed: BUDGET_CHECK_COUNT, note: 'skipped: the build failed' };
      const report = path.join(runDir, 'budgets.json');
      rmSync(report, { force: true });
      const code = await runCommand(node, ['scripts/check-budgets.mjs', '--json', report], { cwd: repoRoot });
      /** @type {{ ok: boolean }[]} */
      const results = readJson(report)?.results ?? [];
      const counts = {
        passed: results.filter((result) => result.ok).length,
        failed: results.length > 0 ? results.filter((result) => !result.ok).length : BUDGET_CHECK_COUNT,
      };
      return withExitCode(counts, code, 'check-budgets');
    },
  },
  {
    name: 'e2e (Playwright)',
    run: async (context) => {
      if (context.buildFailed) return { passed: 0, failed: 1, note: 'skipped: the build failed' };
      const report = path.join(runDir, 'playwright.json');
      rmSync(report, { force: true });
      const code = await runCommand('npm', ['test', '-w', '@member/e2e', '--', '--reporter=list,json'], {
        cwd: repoRoot,
        // The e2e config adds its JSON reporter when PLAYWRIGHT_JSON_OUTPUT_NAME is set; the CLI flag
        // makes sure of it whatever the config says.
        env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      });
      const json = readJson(report);
      const counts = withExitCode(json ? countPlaywright(json) : { passed: 0, failed: 0 }, code, 'playwright');
      // The console holds back routine request lines under the tests; the whole sandbox log is kept.
      return counts.failed > 0 && !counts.note ? { ...counts, note: 'every sandbox log line: .run/logs/sandbox.log' } : counts;
    },
  },
];

/** Creates the folder the reports go to. */
export function prepareRunDir() {
  mkdirSync(runDir, { recursive: true });
}

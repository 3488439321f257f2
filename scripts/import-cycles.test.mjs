/**
 * No import cycles between the repository's modules, type-only imports included: a cycle of types is
 * still two files that cannot be understood, moved or split one without the other.
 * dependency-cruiser reads the TypeScript before compilation (`tsPreCompilationDeps`), so `import type`
 * counts as an edge, and it resolves `@member/*` through the workspaces to their sources.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { repoRoot, workspaceFolders } from './lib/apps.mjs';

/** Every workspace's src/ (or the workspace itself when it has none) and the scripts. */
const sourceFolders = () => [
  ...workspaceFolders().map((folder) => (existsSync(path.join(repoRoot, folder, 'src')) ? `${folder}/src` : folder)),
  'scripts',
];

test('no import cycles, type-only imports included', { timeout: 120_000 }, async () => {
  const previous = process.cwd();
  process.chdir(repoRoot); // dependency-cruiser names modules relative to the working directory
  try {
    const result = await cruise(
      sourceFolders(),
      {
        tsPreCompilationDeps: true,
        // The shared packages are reached through their package.json `exports` subpaths
        // (`@member/shared-contracts/claims`); without these an edge across packages is dropped unseen.
        enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'default'] },
        exclude: { path: String.raw`(^|/)(node_modules|dist|coverage|\.run|test-results|playwright-report)/` },
        doNotFollow: { path: 'node_modules' },
        validate: true,
        ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
        outputType: 'json',
      },
      { extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'] },
      { tsConfig: extractTSConfig(path.join(repoRoot, 'tsconfig.base.json')) },
    );
    const report = JSON.parse(String(result.output));
    assert.ok(report.summary.totalCruised > 100, `only ${report.summary.totalCruised} modules were read`);
    // A workspace import that does not resolve is an edge the cycle search cannot see.
    const unresolved = report.modules.flatMap((/** @type {{ source: string, dependencies: { module: string, couldNotResolve: boolean }[] }} */ module) =>
      module.dependencies.filter((dependency) => dependency.couldNotResolve && dependency.module.startsWith('@member/')).map((dependency) => `${module.source} → ${dependency.module}`),
    );
    assert.deepEqual(unresolved, [], `workspace imports that did not resolve:\n${unresolved.join('\n')}`);
    /** @type {string[]} */
    const cycles = report.summary.violations.map(
      (/** @type {{ from: string, cycle?: { name: string }[] }} */ violation) =>
        [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(' → '),
    );
    assert.deepEqual(cycles, [], `import cycles:\n${cycles.join('\n')}`);
  } finally {
    process.chdir(previous);
  }
});

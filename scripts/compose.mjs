#!/usr/bin/env node
/**
 * Writes the generated container files: docker-compose.yml from local-ports.json, and
 * Dockerfile.classic from the Dockerfile. `--check` only compares (exit 1 when either differs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/apps.mjs';
import { composeYaml } from './lib/compose-file.mjs';
import { classicDockerfileFromRepository, classicDockerfileName } from './lib/dockerfile-classic.mjs';

const generated = [
  { name: 'docker-compose.yml', expected: composeYaml(), source: 'local-ports.json' },
  { name: classicDockerfileName, expected: classicDockerfileFromRepository(), source: 'the Dockerfile' },
];

const check = process.argv.includes('--check');
for (const { name, expected, source } of generated) {
  const file = path.join(repoRoot, name);
  if (check) {
    let actual = '';
    try {
      actual = readFileSync(file, 'utf8');
    } catch {
      // missing: reported below
    }
    if (actual !== expected) {
      console.error(`${name} is not what scripts/compose.mjs generates: run node scripts/compose.mjs`);
      process.exitCode = 1;
    } else {
      console.log(`${name} matches ${source}`);
    }
  } else {
    writeFileSync(file, expected);
    console.log(`wrote ${path.relative(process.cwd(), file) || file}`);
  }
}

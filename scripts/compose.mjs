#!/usr/bin/env node
/**
 * Writes docker-compose.yml from local-ports.json; `--check` only compares (exit 1 when it differs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/apps.mjs';
import { composeYaml } from './lib/compose-file.mjs';

const file = path.join(repoRoot, 'docker-compose.yml');
const expected = composeYaml();

if (process.argv.includes('--check')) {
  let actual = '';
  try {
    actual = readFileSync(file, 'utf8');
  } catch {
    // missing: reported below
  }
  if (actual !== expected) {
    console.error('docker-compose.yml is not what scripts/compose.mjs generates: run node scripts/compose.mjs');
    process.exit(1);
  }
  console.log('docker-compose.yml matches local-ports.json');
} else {
  writeFileSync(file, expected);
  console.log(`wrote ${path.relative(process.cwd(), file) || file}`);
}

/**
 * The Dockerfile and .dockerignore read as text, for the tests of what each image stage takes from the
 * build context (there is no Docker engine on the build machines).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

/**
 * @typedef {object} Stage
 * @property {string} base the image or stage it starts from
 * @property {string[]} lines its instructions, continuation lines joined, comments and blank lines dropped
 */

/**
 * @param {string} text a Dockerfile
 * @returns {Map<string, Stage>} stage name → stage, in file order
 */
export function dockerfileStages(text) {
  /** @type {Map<string, Stage>} */
  const result = new Map();
  /** @type {Stage | undefined} */
  let current;
  for (const raw of text.replace(/\\\n/g, ' ').split('\n')) {
    const line = raw.trim().replace(/\s+/g, ' ');
    if (line === '' || line.startsWith('#')) continue;
    const from = /^FROM (\S+) AS (\S+)/i.exec(line);
    if (from) {
      current = { base: from[1], lines: [] };
      result.set(from[2], current);
    }
    current?.lines.push(line);
  }
  return result;
}

/**
 * @param {Map<string, Stage>} stages
 * @param {string} name
 * @returns {Set<string>} every stage `name` waits for: its base and the stages it copies from, transitively
 */
export function stageDependencies(stages, name) {
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ stageName) => {
    const stage = stages.get(stageName);
    if (!stage) return;
    const copied = stage.lines.flatMap((line) => [...line.matchAll(/--from=(\S+)/g)].map((match) => match[1]));
    for (const next of [stage.base, ...copied]) {
      if (stages.has(next) && !seen.has(next)) {
        seen.add(next);
        visit(next);
      }
    }
  };
  visit(name);
  return seen;
}

/**
 * @param {Stage} stage
 * @returns {string[]} the sources of the stage's COPY / ADD instructions that read the build context
 */
function contextSources(stage) {
  return stage.lines
    .filter((line) => /^(COPY|ADD) /i.test(line) && !line.includes('--from='))
    .flatMap((line) => {
      const words = line.split(' ').slice(1).filter((word) => !word.startsWith('--'));
      return words.slice(0, -1);
    });
}

/**
 * @param {string} pattern a .dockerignore or COPY pattern
 * @returns {RegExp} matching a context path (and, through the caller, what lies under it)
 */
function globExpression(pattern) {
  const body = pattern
    .replace(/^\.?\//, '')
    .replace(/\/$/, '')
    .split(/(\*\*\/|\*|\?|\[[^\]]*\])/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      if (part.startsWith('[')) return part;
      return part.replace(/[.+^${}()|\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${body}$`);
}

/**
 * @param {string} file a path relative to the context
 * @param {string} pattern
 * @returns {boolean} whether the pattern names the file or a folder above it
 */
function covers(file, pattern) {
  const expression = globExpression(pattern);
  const parts = file.split('/');
  return parts.some((_, index) => expression.test(parts.slice(0, index + 1).join('/')));
}

/**
 * @param {string} file a path relative to the context
 * @param {string[]} patterns .dockerignore's lines
 * @returns {boolean} excluded from the build context (the last matching pattern decides, `!` re-includes)
 */
export function dockerIgnored(file, patterns) {
  let ignored = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!');
    if (covers(file, negated ? pattern.slice(1) : pattern)) ignored = !negated;
  }
  return ignored;
}

/** @returns {string[]} the patterns of the repository's .dockerignore */
export function dockerignorePatterns() {
  return readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** @returns {string[]} the repository's committed files, relative to its root */
export function repositoryFiles() {
  return execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' }).split('\0').filter(Boolean);
}

/**
 * @param {Stage} stage
 * @param {string[]} files the context's candidate files
 * @param {string[]} ignore .dockerignore's patterns
 * @returns {string[]} the files the stage copies from the build context
 */
export function filesCopiedFromContext(stage, files, ignore) {
  const sources = contextSources(stage);
  return files.filter((file) => !dockerIgnored(file, ignore) && sources.some((source) => source === '.' || covers(file, source)));
}

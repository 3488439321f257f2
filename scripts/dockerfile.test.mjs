/**
 * The Dockerfile, read as text (there is no Docker engine here): the runtime images run as a non-root
 * user on a supported Node and carry only what they run; the stages rebuild only when their inputs
 * change and install their dependencies beside the build; the installs take an npmrc and a CA as
 * build secrets; docker-compose.yml builds the stages that exist.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { repoRoot } from './lib/apps.mjs';
import { composeYaml } from './lib/compose-file.mjs';
import { classicDockerfileFromRepository, classicDockerfileName } from './lib/dockerfile-classic.mjs';
import { dockerIgnored, dockerfileStages, dockerignorePatterns, filesCopiedFromContext, repositoryFiles, stageDependencies } from './lib/dockerfile.mjs';

const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
const all = dockerfileStages(dockerfile);
const runtime = ['static', 'sandbox'];
const files = repositoryFiles();
const ignore = dockerignorePatterns();

/**
 * @param {string} name
 * @returns {string[]}
 */
function linesOf(name) {
  return all.get(name)?.lines ?? [];
}

/**
 * @param {string} name
 * @returns {string[]} what the stage copies from the build context
 */
function copiedBy(name) {
  const stage = all.get(name);
  return stage ? filesCopiedFromContext(stage, files, ignore) : [];
}

describe('Dockerfile', () => {
  test('has a build stage and the runtime stages docker-compose.yml builds', () => {
    assert.ok(all.has('build'));
    const targets = [...composeYaml().matchAll(/target: (\S+)/g)].map((match) => match[1]);
    assert.deepEqual([...new Set(targets)].sort(), [...runtime].sort());
    for (const target of targets) assert.ok(all.has(String(target)), String(target));
  });

  test('every stage runs on Node 22 (Node 20 reached end of life in April 2026)', () => {
    for (const [name, stage] of all) {
      assert.ok(all.has(stage.base) || stage.base === 'node:22-bookworm-slim', `${name}: FROM ${stage.base}`);
    }
  });

  test('the runtime images run as the unprivileged node user', () => {
    for (const name of runtime) {
      const lines = linesOf(name);
      const user = lines.findIndex((line) => /^USER node$/.test(line));
      const cmd = lines.findIndex((line) => /^CMD\s/.test(line));
      assert.ok(user > 0 && cmd > user, `${name}: USER node before CMD`);
      assert.ok(!lines.some((line) => /^USER (root|0)\b/.test(line)), name);
    }
  });

  test('the runtime images carry only what they serve: no whole-repository copy, no full install', () => {
    for (const name of runtime) {
      const lines = linesOf(name);
      assert.ok(!lines.some((line) => /npm (install|ci)|npm-install\.sh/.test(line)), `${name}: installs in the runtime image`);
      assert.ok(!lines.some((line) => /--from=(build|deps) \/app\/node_modules/.test(line)), `${name}: the build's node_modules`);
    }
  });

  test('the runtime images carry no test file and no test helper', () => {
    for (const name of runtime) {
      const tests = copiedBy(name).filter((file) => /\.test\.[cm]?[jt]sx?$|\/testing\//.test(file));
      assert.deepEqual(tests, [], name);
    }
    assert.ok(copiedBy('sandbox').includes('sandbox/src/main.ts'));
    assert.ok(copiedBy('static').includes('tooling/static-server/serve.mjs'));
  });

  test("each runtime image's dependencies are its own workspaces' production dependencies only", () => {
    const installs = (/** @type {string} */ name) => linesOf(name).filter((line) => /^RUN /.test(line)).join(' ');
    assert.match(installs('sandbox-deps'), /runtime-manifest\.mjs shared-contracts sandbox && sh scripts\/npm-install\.sh --omit=dev --omit=peer$/);
    assert.match(installs('static-deps'), /runtime-manifest\.mjs tooling\/static-server && sh scripts\/npm-install\.sh --omit=dev --omit=peer$/);
  });

  test('source maps stay in the build stage', () => {
    assert.ok(linesOf('build').some((line) => /-name '\*\.map' -delete/.test(line)));
    assert.ok(linesOf('static').some((line) => /COPY --from=build \/served\//.test(line)));
  });
});

describe('Dockerfile: what rebuilds what', () => {
  test('no stage copies the whole context', () => {
    for (const [name, stage] of all) {
      assert.ok(!stage.lines.some((line) => /^(COPY|ADD) (\S+ )*\.\/? /.test(line)), `${name}: COPY . .`);
    }
  });

  test('a change to the docs, a README, a Dockerfile, docker-compose.yml or CI reaches no stage', () => {
    const outside = (/** @type {string} */ file) =>
      /(^|\/)[^/]+\.md$|^docs\/|^Dockerfile|^docker-compose\.yml$|^\.ci\//.test(file);
    assert.ok(files.filter(outside).length > 20, 'the repository has docs to check');
    for (const name of all.keys()) {
      assert.deepEqual(copiedBy(name).filter(outside), [], name);
    }
  });

  test('the dependency stages read only the manifests, so a source change reinstalls nothing', () => {
    for (const name of ['manifests', 'deps', 'static-deps', 'sandbox-deps']) {
      const copied = [...stageDependencies(all, name), name].flatMap(copiedBy);
      const other = copied.filter((file) => !/(^|\/)package(-lock)?\.json$/.test(file) && !/^scripts\/(npm-install\.sh|runtime-manifest\.mjs)$/.test(file));
      assert.deepEqual(other, [], name);
    }
  });

  test("the runtime images' dependencies install beside the build, not after it", () => {
    for (const name of ['static-deps', 'sandbox-deps']) {
      const waitsFor = stageDependencies(all, name);
      assert.ok(!waitsFor.has('build') && !waitsFor.has('deps'), `${name} waits for ${[...waitsFor].join(', ')}`);
    }
    assert.ok(stageDependencies(all, 'static').has('build'));
  });
});

describe('Dockerfile: behind a proxy or a private registry', () => {
  test('every install step mounts the npmrc and the CA as build secrets', () => {
    const installs = [...all.values()].flatMap((stage) => stage.lines).filter((line) => /npm-install\.sh|npm (install|ci)/.test(line) && /^RUN /.test(line));
    assert.equal(installs.length, 3);
    for (const line of installs) {
      assert.match(line, /^RUN (--mount=\S+ )*--mount=type=secret,id=npmrc /, line);
      assert.match(line, /^RUN (--mount=\S+ )*--mount=type=secret,id=npm_ca /, line);
      assert.ok(!/npm (install|ci)/.test(line), `${line}: through scripts/npm-install.sh`);
    }
  });

  test(`${classicDockerfileName}, for the classic builder, has no mounts and reads the same files from .npm-build/`, () => {
    const classic = readFileSync(path.join(repoRoot, classicDockerfileName), 'utf8');
    assert.equal(classic, classicDockerfileFromRepository());
    assert.ok(!classic.includes('--mount'));
    const manifests = dockerfileStages(classic).get('manifests')?.lines ?? [];
    assert.ok(manifests.includes('COPY scripts/npm-install.sh .npm-build/npmr[c] .npm-build/npm_c[a] /run/secrets/'));
    assert.deepEqual([...new Set([...composeYaml().matchAll(/dockerfile: (\S+)/g)].map((match) => match[1]))], [classicDockerfileName]);
    assert.ok(!dockerIgnored('.npm-build/npmrc', ignore) && !dockerIgnored('.npm-build/npm_ca', ignore), '.npm-build/ is in the context');
  });
});


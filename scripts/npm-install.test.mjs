/**
 * scripts/npm-install.sh, the images' `npm install`: an npmrc and a proxy CA given as build secrets reach
 * npm, and the build works without them. A stand-in `npm` on PATH reports what it was given.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { repoRoot } from './lib/apps.mjs';

const folder = mkdtempSync(path.join(tmpdir(), 'npm-install-'));
after(() => rmSync(folder, { recursive: true, force: true }));

const bin = path.join(folder, 'bin');
mkdirSync(bin);
writeFileSync(
  path.join(bin, 'npm'),
  '#!/bin/sh\necho "userconfig=${NPM_CONFIG_USERCONFIG:-}"\necho "ca=${NODE_EXTRA_CA_CERTS:-}"\necho "args=$*"\n',
  { mode: 0o755 },
);

/**
 * @param {Record<string, string>} secrets file name → content, in the secrets folder
 * @param {string[]} args
 * @returns {Record<string, string>} what the stand-in npm saw
 */
function install(secrets, args = []) {
  const secretsDir = mkdtempSync(path.join(folder, 'secrets-'));
  for (const [name, content] of Object.entries(secrets)) writeFileSync(path.join(secretsDir, name), content);
  const { NPM_CONFIG_USERCONFIG: _userconfig, NODE_EXTRA_CA_CERTS: _ca, ...environment } = process.env;
  const output = execFileSync('sh', [path.join(repoRoot, 'scripts/npm-install.sh'), ...args], {
    encoding: 'utf8',
    env: { ...environment, PATH: `${bin}:${process.env.PATH}`, NPM_SECRETS_DIR: secretsDir },
  });
  const seen = Object.fromEntries(output.trim().split('\n').map((line) => /** @type {[string, string]} */ (line.split(/=(.*)/s).slice(0, 2))));
  return { ...seen, secretsDir };
}

describe('npm-install.sh', () => {
  test('hands the npmrc to npm as its user config and adds the CA to the trusted roots', () => {
    const seen = install({ npmrc: 'registry=https://npm.internal.example/\n', npm_ca: '-----BEGIN CERTIFICATE-----\n' }, ['--omit=dev']);
    assert.equal(seen.userconfig, path.join(seen.secretsDir, 'npmrc'));
    assert.equal(seen.ca, path.join(seen.secretsDir, 'npm_ca'));
    assert.equal(seen.args, 'install --no-audit --no-fund --omit=dev');
  });

  test('installs as usual without them (the secrets are optional)', () => {
    const seen = install({});
    assert.equal(seen.userconfig, '');
    assert.equal(seen.ca, '');
    assert.equal(seen.args, 'install --no-audit --no-fund');
  });

  test('an empty secret counts as none', () => {
    const seen = install({ npmrc: '', npm_ca: '' });
    assert.equal(seen.userconfig, '');
    assert.equal(seen.ca, '');
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import { findApp, ports, remotes, shell } from './apps.mjs';
import { startsIdleWork } from './budgets.mjs';
import { byOrigin, isJavaScript, splitAtIdleWork } from './js-weight.mjs';
import { describePersona, personaTable } from './personas.mjs';
import { parseStartOptions } from './start-options.mjs';
import { countJest, countPlaywright, countTap } from './suites.mjs';

describe('apps', () => {
  test('the remotes and their ports come from local-ports.json', () => {
    assert.equal(remotes.length, 6);
    assert.equal(shell.port, ports.shell);
    assert.equal(findApp('mfe-claims')?.port, ports.mfe_claims);
    assert.equal(findApp('mfe_claims/')?.folder, 'mfe-claims');
  });
});

describe('start options', () => {
  test('defaults', () => {
    assert.deepEqual(parseStartOptions([]), { dev: [], sandbox: true, sandboxMode: true, build: true });
  });
  test('--dev takes a remote folder, not the shell', () => {
    assert.equal(parseStartOptions(['--dev', 'mfe-claims']).dev[0]?.name, 'mfe_claims');
    assert.throws(() => parseStartOptions(['--dev', 'shell']), /shell/);
    assert.throws(() => parseStartOptions(['--dev', 'nope']), /not one of/);
  });
  test('--no-sandbox-mode', () => {
    assert.equal(parseStartOptions(['--no-sandbox-mode']).sandboxMode, false);
  });
});

describe('personas', () => {
  const seed = {
    password: 'pw',
    code: '123456',
    clients: [{ id: 2, isDemo: true }],
    plans: [{ id: 5, allowAccountManagement: false }],
    personas: [
      {
        email: 'a@example.com', firstName: 'Ann', lastName: 'Lee', smsMfa: true, language: 'spanish', flags: { x: true, y: false },
        account: { clientId: 2, planId: 5, relationshipCode: 'Spouse', status: 'verified', productFeatures: ['HRA', 'SEARCH'], canMemberSubmitClaim: false },
      },
    ],
  };
  test('describes what a persona exercises from its data', () => {
    assert.equal(
      describePersona(seed.personas[0], seed),
      'Spouse, verified, HRA+SEARCH, SMS MFA, spanish, demo client, no account management, cannot submit claims, 1 flags on',
    );
  });
  test('prints the password, the code and one row per persona', () => {
    const lines = personaTable(seed);
    assert.match(lines[0] ?? '', /password pw.*123456/);
    assert.equal(lines.length, 3);
    assert.match(lines[2] ?? '', /a@example\.com\s+Ann Lee/);
  });
});

describe('report counting', () => {
  test('node:test TAP summary', () => {
    assert.deepEqual(countTap('ok 1\n# pass 11\n# fail 2\n# cancelled 1\n'), { passed: 11, failed: 3 });
  });
  test('Jest JSON: suites that could not run are failures', () => {
    assert.deepEqual(countJest({ numPassedTests: 40, numFailedTests: 1, numRuntimeErrorTestSuites: 2 }), { passed: 40, failed: 3 });
  });
  test('Playwright JSON: flaky passes, global errors fail', () => {
    assert.deepEqual(countPlaywright({ stats: { expected: 9, unexpected: 1, flaky: 1, skipped: 2 }, errors: [{}] }), { passed: 10, failed: 2 });
  });
});

describe('JavaScript weight', () => {
  test('recognises scripts by content type or extension', () => {
    assert.equal(isJavaScript('http://x/a.js?v=1', ''), true);
    assert.equal(isJavaScript('http://x/remoteEntry', 'text/javascript; charset=utf-8'), true);
    assert.equal(isJavaScript('http://x/mf-manifest.json', 'application/json'), false);
  });
  test('groups by origin, biggest first', () => {
    const groups = byOrigin(
      [
        { url: 'http://localhost:3000/a.js', bytes: 10, gzipBytes: 5, order: 1 },
        { url: 'http://localhost:3004/b.js', bytes: 100, gzipBytes: 50, order: 2 },
        { url: 'http://localhost:3000/c.js', bytes: 10, gzipBytes: 5, order: 3 },
      ],
      (origin) => origin.slice(-4),
    );
    assert.deepEqual(groups.map((group) => [group.name, group.files, group.gzipBytes]), [['3004', 1, 50], ['3000', 2, 10]]);
  });

  test('a remote\'s files on the shell\'s origin group as that remote', () => {
    const groups = byOrigin(
      [
        { url: 'http://localhost:3000/ui/a.js', bytes: 10, gzipBytes: 5, order: 4 },
        { url: 'http://localhost:3000/remotes/mfe-auth/b.js', bytes: 100, gzipBytes: 50, order: 5 },
        { url: 'http://localhost:3000/remotes/mfe-auth/c.js', bytes: 10, gzipBytes: 5, order: 6 },
      ],
      (source) => source,
    );
    assert.deepEqual(groups.map((group) => [group.origin, group.name, group.files]), [
      ['http://localhost:3000/remotes/mfe-auth', 'mfe_auth', 2],
      ['http://localhost:3000', 'http://localhost:3000', 1],
    ]);
  });

  /** @param {string} url @param {number} order */
  const script = (url, order) => ({ url: `http://localhost:3000${url}`, bytes: 10, gzipBytes: 5, order });

  test('the idle guard and every script requested after it are loaded after the page, not for it', () => {
    const { page, afterIdle } = splitAtIdleWork(
      [script('/main.1a2b.js', 0), script('/home.3c4d.js', 4), script('/prompt.9f.js', 9), script('/idle-session.e624.js', 7), script('/vendor.5e.js', 8)],
      startsIdleWork,
    );
    assert.deepEqual(page.map((s) => s.url.split('/').pop()), ['main.1a2b.js', 'home.3c4d.js']);
    assert.deepEqual(afterIdle.map((s) => s.url.split('/').pop()), ['prompt.9f.js', 'idle-session.e624.js', 'vendor.5e.js']);
  });

  test('without the idle guard every script is the page\'s own', () => {
    const scripts = [script('/main.1a2b.js', 0), script('/remotes/mfe-auth/remoteEntry.js', 1)];
    assert.deepEqual(splitAtIdleWork(scripts, startsIdleWork), { page: scripts, afterIdle: [] });
  });

  test('the idle guard is known by the chunk name the shell gives it, and by nothing else', () => {
    assert.match(readFileSync(new URL('../../shell/src/idle/idle-timeout.tsx', import.meta.url), 'utf8'), /webpackChunkName: "idle-session"/);
    assert.equal(startsIdleWork('http://localhost:3000/idle-session.e6249dc0.js'), true);
    assert.equal(startsIdleWork('http://localhost:3000/idle-prompt.8ebab079.js'), false);
    assert.equal(startsIdleWork('http://localhost:3000/idle-session.e6249dc0.js.map'), false);
    assert.equal(startsIdleWork('http://localhost:3000/remotes/mfe-auth/idle-session-help.1a.js'), false);
  });
});

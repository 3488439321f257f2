import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { runConfigure } from './configure.mjs';
import { configureEnvironment, DeployConfigError, fillEnvironment, readEnvironment, SECURITY_HEADERS_FILE, unfilledPlaceholders } from './deploy-config.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const configRoot = path.join(here, '..', '..', 'shell', 'config');
const production = path.join(configRoot, 'production');

/** What the production deploy pipeline provides (docs/deployment-and-rollback.md). */
const DEPLOY_ENV = Object.freeze({
  MEMBER_USER_POOL_ID: 'us-east-1_Ab12Cd34E',
  MEMBER_USER_POOL_CLIENT_ID: '3n4b5urk1ft4fl3mg5e62d9ado',
  MEMBER_HOSTED_UI_DOMAIN: 'https://auth.member.example',
  MEMBER_CONTENT_SPACE: 'k8s9fz2x1q0w',
  MEMBER_CONTENT_ACCESS_TOKEN: 'delivery-token-from-the-vault',
});

const scratch = mkdtempSync(path.join(tmpdir(), 'deploy-config-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** @param {Record<string, string | undefined>} overrides */
const envWith = (overrides) => ({ ...DEPLOY_ENV, ...overrides });

describe('the production configuration as committed', () => {
  test('leaves no REPLACE_AT_DEPLOY: every value it cannot commit names its environment variable', () => {
    const text = readFileSync(path.join(production, 'services.json'), 'utf8');
    assert.doesNotMatch(text, /REPLACE_AT_DEPLOY/);
    assert.deepEqual(unfilledPlaceholders(production).map(({ variable }) => variable).sort(), Object.keys(DEPLOY_ENV).sort());
  });

  test('filled, it delivers analytics and logs and offers single sign-on, all allowed by its content security policy', () => {
    const filled = /** @type {any} */ (fillEnvironment(readEnvironment(production), DEPLOY_ENV));
    const services = filled['services.json'];
    // The member API, identity, content and flags on the shell's own origin: the CDN's /api/… rules.
    assert.equal(services.analyticsCollectorUrl, '/api/member/analytics/events');
    assert.equal(services.memberApiUrl, '/api/member');
    assert.equal(services.identity.userPoolEndpoint, '/api/identity');
    assert.equal(services.content.baseUrl, '/api/content');
    assert.equal(services.flagsUrl, '/api/flags');
    assert.equal(services.identity.hostedUiDomain, 'https://auth.member.example');
    assert.equal(services.identity.userPoolId, 'us-east-1_Ab12Cd34E');
    assert.equal(services.content.accessToken, 'delivery-token-from-the-vault');

    const out = path.join(scratch, 'production');
    configureEnvironment({ from: production, out, env: DEPLOY_ENV });
    assert.deepEqual(unfilledPlaceholders(out), []);
    const headers = JSON.parse(readFileSync(path.join(out, SECURITY_HEADERS_FILE), 'utf8'));
    const csp = headers.documents['Content-Security-Policy'];
    const connect = String(csp).split(';').map((part) => part.trim()).find((part) => part.startsWith('connect-src ')) ?? '';
    // Logs go to the member API's /api/logs (access §9) and analytics to its collector, both on the
    // shell's origin ('self'); single sign-on's token exchange to the hosted domain.
    for (const origin of ["'self'", 'https://auth.member.example']) assert.ok(connect.split(' ').includes(origin), origin);
    assert.ok(!connect.includes('api.member.example'), connect);
    // The CDN's response-headers policies: the document's, and what every response carries.
    assert.equal(headers.documents['X-Frame-Options'], 'DENY');
    assert.equal(headers.everyResponse['X-Content-Type-Options'], 'nosniff');
    assert.match(headers.everyResponse['Strict-Transport-Security'], /max-age=/);
    assert.equal(headers.everyResponse['Content-Security-Policy'], undefined);
  });
});

describe('fillEnvironment', () => {
  test('refuses, naming every missing or empty variable and where it goes', () => {
    assert.throws(
      () => fillEnvironment(readEnvironment(production), envWith({ MEMBER_HOSTED_UI_DOMAIN: undefined, MEMBER_CONTENT_ACCESS_TOKEN: '  ' })),
      (error) =>
        error instanceof DeployConfigError &&
        /MEMBER_HOSTED_UI_DOMAIN \(services\.json identity\.hostedUiDomain\)/.test(error.message) &&
        /MEMBER_CONTENT_ACCESS_TOKEN \(services\.json content\.accessToken\)/.test(error.message),
    );
  });

  test('refuses a deployed environment that would not deliver analytics or offer single sign-on', () => {
    const files = readEnvironment(production);
    const services = /** @type {any} */ (files['services.json']);
    assert.throws(() => fillEnvironment({ ...files, 'services.json': { ...services, analyticsCollectorUrl: null } }, DEPLOY_ENV), /analyticsCollectorUrl/);
    assert.throws(() => fillEnvironment(files, envWith({ MEMBER_HOSTED_UI_DOMAIN: 'http://auth.member.example' })), /hostedUiDomain/);
    assert.throws(() => fillEnvironment(files, envWith({ MEMBER_USER_POOL_ID: 'eu-west-1_Ab12' })), /userPoolId must be a pool of us-east-1/);
  });

  test('leaves the local and docker environments as they are (nothing to fill, nothing deployed)', () => {
    for (const env of ['local', 'docker']) {
      const files = readEnvironment(path.join(configRoot, env));
      assert.deepEqual(fillEnvironment(files, {}), files, env);
    }
  });
});

describe('the step on the command line', () => {
  test('exits 1 naming the missing variable and writes nothing', (t) => {
    /** @type {string[]} */
    const errors = [];
    t.mock.method(console, 'error', (/** @type {string} */ line) => errors.push(line));
    const out = path.join(scratch, 'refused');
    assert.equal(runConfigure(['--from', production, '--out', out], envWith({ MEMBER_USER_POOL_CLIENT_ID: undefined })), 1);
    assert.match(errors.join('\n'), /refusing to deploy .*MEMBER_USER_POOL_CLIENT_ID/);
    assert.equal(existsSync(out), false);
  });

  test('writes the filled configuration and the security headers', (t) => {
    t.mock.method(console, 'log', () => undefined);
    const out = path.join(scratch, 'cli');
    assert.equal(runConfigure(['--from', production, '--out', out], DEPLOY_ENV), 0);
    assert.deepEqual(readEnvironment(out)['remotes.json'], readEnvironment(production)['remotes.json']);
    assert.ok(existsSync(path.join(out, SECURITY_HEADERS_FILE)));
  });
});

describe('the static server', () => {
  test('will not start on a configuration folder with a placeholder left, naming it', () => {
    const started = spawnSync(process.execPath, [path.join(here, 'serve.mjs'), '--dir', scratch, '--port', '1', '--spa', '--config-dir', production], { encoding: 'utf8', timeout: 10000 });
    assert.equal(started.status, 1);
    assert.match(started.stderr, /unfilled placeholders.*MEMBER_USER_POOL_ID \(services\.json identity\.userPoolId\)/);
  });
});

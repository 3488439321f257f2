import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import {
  ASSET_ONLY_POLICY,
  REACT_ARIA_INLINE_STYLES,
  cspHash,
  HSTS,
  LOCAL_SHELL_ORIGINS,
  buildContentSecurityPolicy,
  contentAssetOrigins,
  securityHeaders,
  isDocumentType,
  serviceOrigins,
  shellOrigins,
} from './security-policy.mjs';

const configRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shell', 'config');
/** @param {string} env @param {string} file */
const readConfig = (env, file) => JSON.parse(readFileSync(path.join(configRoot, env, file), 'utf8'));
/** @param {string} env */
const environment = (env) => ({ remotes: readConfig(env, 'remotes.json'), services: readConfig(env, 'services.json') });

/**
 * @param {string} policy
 * @returns {Map<string, string[]>}
 */
function directives(policy) {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [String(name), sources]));
}

const remotes = {
  mfe_auth: 'https://cdn.example/mfe-auth/1.0.0-7/mf-manifest.json',
  mfe_claims: 'https://claims.example:8443/v2/mf-manifest.json',
};
const services = {
  shellOrigins: ['https://member.example'],
  memberApiUrl: 'https://api.example/v1',
  identity: { region: 'us-east-1' },
  content: { host: 'cdn.contentful.com', insecure: false },
  flagsUrl: 'https://flags.example',
  analyticsCollectorUrl: null,
  surveyOrigin: 'https://survey.example',
};

describe('buildContentSecurityPolicy', () => {
  const policy = directives(buildContentSecurityPolicy({ remotes, services }));

  test('scripts, styles and fonts come from the shell and the remotes only: no inline, no eval', () => {
    for (const name of ['script-src', 'font-src']) {
      assert.deepEqual(policy.get(name), ["'self'", 'https://cdn.example', 'https://claims.example:8443'], name);
    }
    assert.deepEqual(policy.get('style-src'), ["'self'", 'https://cdn.example', 'https://claims.example:8443', ...REACT_ARIA_INLINE_STYLES.map(cspHash)]);
    const text = buildContentSecurityPolicy({ remotes, services });
    assert.doesNotMatch(text, /unsafe-inline|unsafe-eval|\*/);
  });

  test("react-aria's inline styles are allowed by hash, exactly as react-aria writes them", () => {
    // The hash Chromium reported for usePress's <style> when it was blocked.
    assert.equal(cspHash(String(REACT_ARIA_INLINE_STYLES[0])), "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='");
    const source = (/** @type {string} */ file) => readFileSync(path.join(configRoot, '..', '..', 'node_modules', 'react-aria', 'dist', 'private', file), 'utf8');
    /** @param {string} code @returns {string[]} the trimmed template literals written to style.textContent */
    const styles = (code) => [...code.matchAll(/style\.textContent = `([^`]*)`\.trim\(\)/g)].map((match) => String(match[1]).trim());
    const pressable = styles(source('interactions/usePress.mjs')).map((text) => text.replace(/\$\{[^}]+\}/, 'data-react-aria-pressable'));
    assert.deepEqual(pressable, [REACT_ARIA_INLINE_STYLES[0]]);
    assert.deepEqual(styles(source('overlays/usePreventScroll.mjs')), [REACT_ARIA_INLINE_STYLES[1]]);
  });

  test('connect-src names the remotes (their manifests) and every service', () => {
    assert.deepEqual(policy.get('connect-src'), [
      "'self'",
      'https://cdn.example',
      'https://claims.example:8443',
      'https://api.example',
      'https://cognito-idp.us-east-1.amazonaws.com',
      'https://cdn.contentful.com',
      'https://flags.example',
    ]);
  });

  test('the page cannot be framed, embeds no plugins and keeps its base', () => {
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    assert.deepEqual(policy.get('base-uri'), ["'self'"]);
    assert.deepEqual(policy.get('default-src'), ["'self'"]);
    assert.deepEqual(policy.get('form-action'), ["'self'"]);
  });

  test("frames only the survey provider, or nothing when the environment has no survey", () => {
    assert.deepEqual(policy.get('frame-src'), ['https://survey.example']);
    const none = directives(buildContentSecurityPolicy({ remotes, services: { ...services, surveyOrigin: null } }));
    assert.deepEqual(none.get('frame-src'), ["'none'"]);
  });

  test("Plaid Link's script, frame and API only where the environment's bank link is Plaid", () => {
    for (const name of ['script-src', 'connect-src', 'frame-src']) assert.ok(!(policy.get(name) ?? []).some((source) => source.includes('plaid')), name);
    const plaid = directives(buildContentSecurityPolicy({ remotes, services: { ...services, bankLink: { provider: 'plaid', plaidEnvironment: 'production' } } }));
    assert.deepEqual(plaid.get('script-src'), ["'self'", 'https://cdn.example', 'https://claims.example:8443', 'https://cdn.plaid.com/link/v2/stable/link-initialize.js']);
    assert.deepEqual(plaid.get('frame-src'), ['https://survey.example', 'https://cdn.plaid.com/']);
    assert.ok(plaid.get('connect-src')?.includes('https://production.plaid.com'));
    assert.ok(!plaid.get('script-src')?.includes("'unsafe-inline'"));
    const plaidSandbox = directives(buildContentSecurityPolicy({ remotes, services: { ...services, surveyOrigin: null, bankLink: { provider: 'plaid', plaidEnvironment: 'sandbox' } } }));
    assert.ok(plaidSandbox.get('connect-src')?.includes('https://sandbox.plaid.com'));
    assert.deepEqual(plaidSandbox.get('frame-src'), ['https://cdn.plaid.com/']);
  });

  test('content images: Contentful asset hosts for Contentful, the content service itself otherwise', () => {
    assert.deepEqual(policy.get('img-src'), ["'self'", 'https://cdn.example', 'https://claims.example:8443', 'https://images.ctfassets.net', 'https://assets.ctfassets.net']);
    assert.deepEqual(contentAssetOrigins({ content: { host: 'localhost:4002', insecure: true } }), ['http://localhost:4002']);
  });

  test('a repointed remote changes the policy (the server recomputes it from the manifest)', () => {
    const moved = directives(buildContentSecurityPolicy({ remotes: { ...remotes, mfe_claims: 'https://new-cdn.example/mfe-claims/1.1.0-9/mf-manifest.json' }, services }));
    assert.ok(moved.get('script-src')?.includes('https://new-cdn.example'));
    assert.ok(!moved.get('script-src')?.includes('https://claims.example:8443'));
  });

  test('ignores entries that are not http(s) URLs', () => {
    const odd = directives(buildContentSecurityPolicy({ remotes: { a: 'javascript:alert(1)', b: "https://x.example/m.json; script-src *" }, services: {} }));
    assert.deepEqual(odd.get('script-src'), ["'self'", 'https://x.example']);
  });

  test('a remote under webpack-dev-server adds its live-reload socket and inline styles, nothing else', () => {
    const dev = directives(buildContentSecurityPolicy({ remotes, services, devServerOrigins: ['http://localhost:3004'] }));
    assert.ok(dev.get('connect-src')?.includes('ws://localhost:3004'));
    assert.ok(dev.get('style-src')?.includes("'unsafe-inline'"));
    assert.ok(!dev.get('script-src')?.some((source) => source.includes('unsafe')));
  });
});

describe('the environments', () => {
  test('local: the remotes and the services on the shell\'s origin, the sandbox\'s hosted sign-in and images', () => {
    const policy = directives(buildContentSecurityPolicy(environment('local')));
    // The remotes are served under /remotes/<remote>/ on the shell's origin (decision 072): 'self' only.
    assert.deepEqual(policy.get('script-src'), ["'self'"]);
    // The member API, identity, content and flags are on the shell's origin (/api/…); the hosted sign-in
    // pages' token endpoint is not. Content images still come from the content service.
    assert.deepEqual(policy.get('connect-src'), ["'self'", 'http://localhost:4001']);
    assert.ok(policy.get('img-src')?.includes('http://localhost:4002'));
    // The sandbox's survey provider: its origin only, never 'self' or a wildcard.
    assert.deepEqual(policy.get('frame-src'), ['http://localhost:4010']);
  });

  test('a remote repointed to an origin of its own (a dev server, a release under test) is allowed from that origin', () => {
    const { remotes, services } = environment('local');
    const policy = directives(buildContentSecurityPolicy({ remotes: { ...remotes, mfe_claims: 'http://localhost:3004/mf-manifest.json' }, services }));
    assert.deepEqual(policy.get('script-src'), ["'self'", 'http://localhost:3004']);
    assert.ok(policy.get('connect-src')?.includes('http://localhost:3004'));
  });

  test('production: the CDN (which forwards the services and the remotes), Contentful\'s images, the survey provider and Plaid Link', () => {
    const policy = directives(buildContentSecurityPolicy(environment('production')));
    assert.deepEqual(policy.get('script-src'), ["'self'", 'https://cdn.plaid.com/link/v2/stable/link-initialize.js']);
    // The member API, Cognito, Contentful and the flags service through the CDN's /api/… rules, the remotes
    // through its /remotes/… rule ('self').
    assert.deepEqual(policy.get('connect-src'), ["'self'", 'https://production.plaid.com']);
    assert.deepEqual(policy.get('img-src'), ["'self'", 'https://images.ctfassets.net', 'https://assets.ctfassets.net']);
    assert.deepEqual(policy.get('frame-src'), ['https://survey.member.example', 'https://cdn.plaid.com/']);
  });

  test('production names immutable, versioned remote locations: /remotes/<remote>/<version>-<build>/mf-manifest.json', () => {
    for (const [name, url] of Object.entries(readConfig('production', 'remotes.json'))) {
      assert.doesNotMatch(String(url), /\/current\//, name);
      const folder = name.replace(/_/g, '-');
      assert.match(String(url), new RegExp(`^/remotes/${folder}/\\d+\\.\\d+\\.\\d+-\\d+/mf-manifest\\.json$`), name);
    }
  });

  test('every environment names its shell origins', () => {
    assert.deepEqual(shellOrigins(readConfig('local', 'services.json')), [...LOCAL_SHELL_ORIGINS]);
    assert.deepEqual(shellOrigins(readConfig('docker', 'services.json')), [...LOCAL_SHELL_ORIGINS]);
    assert.deepEqual(shellOrigins(readConfig('production', 'services.json')), ['https://member.example']);
  });
});

describe('securityHeaders', () => {
  test('the policy and no framing on documents; nosniff and the referrer policy on every response', () => {
    const { documents, everyResponse } = securityHeaders({ contentSecurityPolicy: ASSET_ONLY_POLICY, services: readConfig('local', 'services.json') });
    assert.deepEqual(documents, { 'Content-Security-Policy': ASSET_ONLY_POLICY, 'X-Frame-Options': 'DENY' });
    assert.deepEqual(everyResponse, { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
  });

  test('HSTS on every response in production (https shell origins), not on http://localhost', () => {
    assert.equal(securityHeaders({ contentSecurityPolicy: '', services: readConfig('production', 'services.json') }).everyResponse['Strict-Transport-Security'], HSTS);
    assert.equal(securityHeaders({ contentSecurityPolicy: '', services: readConfig('local', 'services.json') }).everyResponse['Strict-Transport-Security'], undefined);
  });
});

describe('isDocumentType', () => {
  test('HTML, SVG and XML are documents; scripts, styles, JSON and text are not', () => {
    for (const type of ['text/html;charset=utf-8', 'text/html', 'image/svg+xml', 'application/xhtml+xml', 'application/xml', 'TEXT/HTML; charset=UTF-8']) assert.ok(isDocumentType(type), type);
    for (const type of ['text/javascript', 'application/javascript; charset=utf-8', 'text/css', 'application/json', 'text/plain', 'image/png', 'text/htmlx', '', undefined]) {
      assert.ok(!isDocumentType(type), String(type));
    }
  });
});

describe('serviceOrigins', () => {
  test('a service given as a path is on the shell\'s origin; an absolute one is named', () => {
    assert.deepEqual(serviceOrigins(readConfig('local', 'services.json')), ['http://localhost:4001']);
    assert.deepEqual(
      serviceOrigins({ memberApiUrl: 'http://localhost:4000', identity: { userPoolEndpoint: 'http://localhost:4001' }, content: { host: 'localhost:4002', insecure: true }, flagsUrl: 'http://localhost:4003' }),
      ['http://localhost:4000', 'http://localhost:4001', 'http://localhost:4002', 'http://localhost:4003'],
    );
  });
});

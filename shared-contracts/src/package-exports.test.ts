import { readFileSync } from 'node:fs';
import path from 'node:path';

const packageJson = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

/** A few names each domain must export: the ones most of the apps import. */
const EXPECTED: Record<string, string[]> = {
  flags: ['FLAG_DEFAULTS', 'resolveFlags', 'WARNING_BANNER_VALUES', 'FLAG_CLIENT_TIMEOUT_MS'],
  'field-rules': ['emailSchema', 'phoneNumberSchema', 'formatPhoneNumber'],
  account: ['accountPatchSchema', 'toAccount'],
  'sign-up': ['clientOrganizationQuerySchema', 'COUNTRY_RESTRICTION_HEADER'],
  'sign-in': ['usernamesQuerySchema', 'usernameLookupReason'],
  'member-api': ['apiPaths'],
  features: ['deriveFeatures', 'isFeatureAvailable', 'claimsSource'],
  routes: ['ROUTE_TABLE', 'matchRoute', 'decideRouteAccess'],
  http: ['createHttpClient', 'HttpError'],
  identity: ['parseTokenClaims', 'CLAIM_KEYS'],
  i18n: ['formatCurrency', 'resolveLocale'],
  environment: ['LOCAL_PORTS'],
};

describe('package exports', () => {
  it('gives every domain folder a subpath that points at its index', () => {
    for (const [subpath, target] of Object.entries(packageJson.exports)) {
      if (target.endsWith('.json')) continue;
      expect([subpath, target]).toEqual([subpath, `./src${subpath.slice(1)}/index.ts`]);
    }
  });

  it('exports the public names from the domain that owns them', () => {
    for (const [domain, names] of Object.entries(EXPECTED)) {
      expect(packageJson.exports[`./${domain}`]).toBeDefined();
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the domain is known only at run time
      const exported = require(`./${domain}`) as Record<string, unknown>;
      for (const name of names) expect([domain, name, name in exported]).toEqual([domain, name, true]);
    }
  });
});

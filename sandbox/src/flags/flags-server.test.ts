import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet } from 'jose';
import { OFREPApi } from '@openfeature/ofrep-core';
import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';
import { OpenFeature } from '@openfeature/web-sdk';
import { FLAG_DEFAULTS, FLAG_KEYS } from '@member/shared-contracts/flags';
import { SANDBOX_USER_POOL } from '@member/shared-contracts/environment';
import { IdentityStore } from '../identity';
import { generateSigningKey, jwksOf } from '../identity/tokens/signing-key';
import { TokenIssuer } from '../identity/tokens/token-issuer';
import { silentLogLine } from '../http/request-log';
import { httpTestClient } from '../testing/http-test-client';
import { FlagOverrides } from './flag-overrides';
import { memberBearerCheck } from './member-bearer-check';
import { createFlagsServer } from './server';

const HRA_PRIMARY = '200001';
const SEARCH_ONLY = '200002';
const ISSUER = `http://localhost:4001/${SANDBOX_USER_POOL.userPoolId}`;

/** Access tokens of seeded members, signed by a key the flag service verifies against (as the member API does). */
function memberTokens() {
  const store = new IdentityStore();
  const signingKey = generateSigningKey();
  const issuer = new TokenIssuer({ signingKey, issuer: () => ISSUER, clientId: SANDBOX_USER_POOL.userPoolClientId, lifetimeMinutes: 60 });
  const accessTokenOf = async (email: string) => {
    const user = store.users.find(email);
    if (!user) throw new Error(`no identity user ${email}`);
    return (await issuer.issue(user, store.refreshTokens.open(user.username, new Date()), new Date())).AccessToken;
  };
  const check = memberBearerCheck({ issuer: ISSUER, jwksUrl: `${ISSUER}/.well-known/jwks.json`, keys: createLocalJWKSet(jwksOf(signingKey)), isRevoked: (jti) => store.refreshTokens.isOriginRevoked(jti) });
  return { accessTokenOf, check };
}

describe('flag service (OFREP)', () => {
  let app: FastifyInstance;
  let overrides: FlagOverrides;
  let baseUrl: string;
  let http: ReturnType<typeof httpTestClient>;
  const tokens = memberTokens();
  /** The Authorization header of each member's own access token. */
  const bearer: Record<string, string> = {};
  const asMember = (accountId: string) => ({ authorization: bearer[accountId] ?? '' });
  const ofrepHeaders = (accountId: string): [string, string][] => [['Authorization', bearer[accountId] ?? '']];

  beforeAll(async () => {
    overrides = new FlagOverrides();
    app = await createFlagsServer({ overrides, logLine: silentLogLine, authenticateMember: tokens.check });
    http = httpTestClient(app);
    baseUrl = await http.baseUrl();
    bearer[HRA_PRIMARY] = `Bearer ${await tokens.accessTokenOf('hra.primary@example.com')}`;
    bearer[SEARCH_ONLY] = `Bearer ${await tokens.accessTokenOf('search.only@example.com')}`;
  });

  afterEach(() => overrides.clearAll());

  afterAll(async () => {
    await OpenFeature.close();
    await app.close();
  });

  it('answers every flag with key, value, reason and variant; defaults for an anonymous context', async () => {
    const response = await http.request({ method: 'POST', url: '/ofrep/v1/evaluate/flags', payload: { context: {} } });
    expect(response.statusCode).toBe(200);
    const { flags } = response.json();
    expect(flags.map((flag: { key: string }) => flag.key)).toEqual(FLAG_KEYS);
    expect(flags.find((flag: { key: string }) => flag.key === 'globalNavUX')).toEqual({
      key: 'globalNavUX', value: false, reason: 'STATIC', variant: 'off', metadata: { source: 'default' },
    });
    expect(flags.find((flag: { key: string }) => flag.key === 'planIdForPreviewUX').value).toBe(FLAG_DEFAULTS.planIdForPreviewUX);
  });

  it('seeds preventDuplicateAccounts on for every context, signed out included; the `*` override turns it off', async () => {
    const evaluate = async () => (await http.request({ method: 'POST', url: '/ofrep/v1/evaluate/flags', payload: { context: {} } })).json().flags.find((flag: { key: string }) => flag.key === 'preventDuplicateAccounts');
    expect(await evaluate()).toEqual({ key: 'preventDuplicateAccounts', value: true, reason: 'STATIC', variant: 'on', metadata: { source: 'sandbox' } });
    overrides.merge('*', { preventDuplicateAccounts: false });
    expect(await evaluate()).toMatchObject({ value: false, metadata: { source: 'override' } });
  });

  it('applies the persona flags for the targeting key, then test overrides', async () => {
    const api = new OFREPApi({ baseUrl, headers: ofrepHeaders(HRA_PRIMARY) });
    const persona = await api.postBulkEvaluateFlags({ context: { targetingKey: HRA_PRIMARY } });
    expect(persona.httpStatus).toBe(200);
    const careTeam = (persona.value as { flags: Array<{ key: string; value: unknown; reason: string }> }).flags.find((flag) => flag.key === 'careTeamUX');
    expect(careTeam).toMatchObject({ value: true, reason: 'TARGETING_MATCH' });

    overrides.merge(HRA_PRIMARY, { careTeamUX: false, warningBanner: 'claimsUnavailable', notAFlag: true });
    const overridden = await api.postBulkEvaluateFlags({ context: { targetingKey: HRA_PRIMARY } });
    const flags = (overridden.value as { flags: Array<{ key: string; value: unknown; metadata: { source: string } }> }).flags;
    expect(flags.find((flag) => flag.key === 'careTeamUX')).toMatchObject({ value: false, metadata: { source: 'override' } });
    expect(flags.find((flag) => flag.key === 'warningBanner')?.value).toBe('claimsUnavailable');
    expect(flags.some((flag) => flag.key === 'notAFlag')).toBe(false);
  });

  it('ignores an override of the wrong type and keeps the persona value', async () => {
    overrides.merge(HRA_PRIMARY, { careTeamUX: 'yes' });
    const single = await http.request({ method: 'POST', url: '/ofrep/v1/evaluate/flags/careTeamUX', headers: asMember(HRA_PRIMARY), payload: { context: { targetingKey: HRA_PRIMARY } } });
    expect(single.json()).toMatchObject({ key: 'careTeamUX', value: true, metadata: { source: 'persona' } });
  });

  it('answers 304 to a matching If-None-Match and a new ETag once values change', async () => {
    const api = new OFREPApi({ baseUrl, headers: ofrepHeaders(SEARCH_ONLY) });
    const first = await api.postBulkEvaluateFlags({ context: { targetingKey: SEARCH_ONLY } });
    const etag = first.httpResponse?.headers.get('etag') ?? null;
    expect(etag).toMatch(/^".+"$/);
    const again = await api.postBulkEvaluateFlags({ context: { targetingKey: SEARCH_ONLY } }, etag);
    expect(again.httpStatus).toBe(304);
    overrides.merge(SEARCH_ONLY, { globalNavUX: true });
    const changed = await api.postBulkEvaluateFlags({ context: { targetingKey: SEARCH_ONLY } }, etag);
    expect(changed.httpStatus).toBe(200);
    expect(changed.httpResponse?.headers.get('etag')).not.toBe(etag);
  });

  it('applies `*` overrides to every context, below an account’s own', async () => {
    overrides.merge('*', { showGoogleSsoSignInV2: true, tfaUX: false });
    overrides.merge(HRA_PRIMARY, { tfaUX: true });
    const anonymous = await http.request({ method: 'POST', url: '/ofrep/v1/evaluate/flags/showGoogleSsoSignInV2', payload: {} });
    expect(anonymous.json().value).toBe(true);
    const member = await http.request({ method: 'POST', url: '/ofrep/v1/evaluate/flags/tfaUX', headers: asMember(HRA_PRIMARY), payload: { context: { targetingKey: HRA_PRIMARY } } });
    expect(member.json().value).toBe(true);
  });

  it('answers FLAG_NOT_FOUND for an unknown flag and INVALID_CONTEXT for a bad context', async () => {
    const missing = await http.request({ method: 'POST', url: '/ofrep/v1/evaluate/flags/noSuchFlag', payload: { context: {} } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ key: 'noSuchFlag', errorCode: 'FLAG_NOT_FOUND', errorDetails: 'Flag noSuchFlag was not found.' });
    const invalid = await http.request({ method: 'POST', url: '/ofrep/v1/evaluate/flags', payload: { context: { targetingKey: 42 } } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errorCode).toBe('INVALID_CONTEXT');
  });

  it("evaluates a member's context only for that member's own access token (401 without one or with a forged one, 403 for another member's); an anonymous context needs none", async () => {
    const evaluate = (targetingKey: string | undefined, headers: Record<string, string> = {}) =>
      http.request({ method: 'POST', url: '/ofrep/v1/evaluate/flags', headers, payload: { context: targetingKey ? { targetingKey } : {} } });
    const without = await evaluate(HRA_PRIMARY);
    expect(without.statusCode).toBe(401);
    expect(without.body).not.toContain('careTeamUX');
    expect((await evaluate(HRA_PRIMARY, { authorization: 'Bearer forged.token.value' })).statusCode).toBe(401);
    expect((await evaluate(HRA_PRIMARY, asMember(SEARCH_ONLY))).statusCode).toBe(403);
    const single = await http.request({ method: 'POST', url: '/ofrep/v1/evaluate/flags/careTeamUX', payload: { context: { targetingKey: HRA_PRIMARY } } });
    expect([single.statusCode, single.json().key]).toEqual([401, 'careTeamUX']);
    expect((await evaluate(HRA_PRIMARY, asMember(HRA_PRIMARY))).statusCode).toBe(200);
    expect((await evaluate(undefined)).statusCode).toBe(200);
  });

  it('serves @openfeature/ofrep-web-provider end to end', async () => {
    let signedIn = HRA_PRIMARY;
    const provider = new OFREPWebProvider({ baseUrl, cacheMode: 'disabled', disableVisibilityRefresh: true, headersFactory: async () => ofrepHeaders(signedIn) });
    await OpenFeature.setProviderAndWait(provider, { targetingKey: HRA_PRIMARY });
    const client = OpenFeature.getClient();
    expect(client.getBooleanValue('showHraAccumulator', false)).toBe(true);
    expect(client.getStringValue('onboardingSlideConfiguration', 'x')).toBe('V1');
    expect(client.getNumberValue('planIdForPreviewUX', 0)).toBe(-1);
    signedIn = SEARCH_ONLY;
    await OpenFeature.setContext({ targetingKey: SEARCH_ONLY });
    expect(client.getBooleanValue('showHraAccumulator', true)).toBe(false);
  });
});

import type { FastifyInstance } from 'fastify';
import { OFREPApi } from '@openfeature/ofrep-core';
import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';
import { OpenFeature } from '@openfeature/web-sdk';
import { FLAG_DEFAULTS, FLAG_KEYS } from '@member/shared-contracts/flags';
import { silentLogLine } from '../http/request-log';
import { httpTestClient } from '../testing/http-test-client';
import { FlagOverrides } from './flag-overrides';
import { createFlagsServer } from './server';

const HRA_PRIMARY = '200001';
const SEARCH_ONLY = '200002';

describe('flag service (OFREP)', () => {
  let app: FastifyInstance;
  let overrides: FlagOverrides;
  let baseUrl: string;
  let http: ReturnType<typeof httpTestClient>;

  beforeAll(async () => {
    overrides = new FlagOverrides();
    app = await createFlagsServer({ overrides, logLine: silentLogLine });
    http = httpTestClient(app);
    baseUrl = await http.baseUrl();
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

  it('applies the persona flags for the targeting key, then test overrides', async () => {
    const api = new OFREPApi({ baseUrl });
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
    const single = await http.request({ method: 'POST', url: '/ofrep/v1/evaluate/flags/careTeamUX', payload: { context: { targetingKey: HRA_PRIMARY } } });
    expect(single.json()).toMatchObject({ key: 'careTeamUX', value: true, metadata: { source: 'persona' } });
  });

  it('answers 304 to a matching If-None-Match and a new ETag once values change', async () => {
    const api = new OFREPApi({ baseUrl });
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
    const member = await http.request({ method: 'POST', url: '/ofrep/v1/evaluate/flags/tfaUX', payload: { context: { targetingKey: HRA_PRIMARY } } });
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

  it('serves @openfeature/ofrep-web-provider end to end', async () => {
    const provider = new OFREPWebProvider({ baseUrl, cacheMode: 'disabled', disableVisibilityRefresh: true });
    await OpenFeature.setProviderAndWait(provider, { targetingKey: HRA_PRIMARY });
    const client = OpenFeature.getClient();
    expect(client.getBooleanValue('showHraAccumulator', false)).toBe(true);
    expect(client.getStringValue('onboardingSlideConfiguration', 'x')).toBe('V1');
    expect(client.getNumberValue('planIdForPreviewUX', 0)).toBe(-1);
    await OpenFeature.setContext({ targetingKey: SEARCH_ONLY });
    expect(client.getBooleanValue('showHraAccumulator', true)).toBe(false);
  });
});

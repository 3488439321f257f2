import { createLocalJWKSet, SignJWT } from 'jose';
import { generateKeyPairSync } from 'node:crypto';
import { APPLICATION_ID, HEADER_NAMES } from '@member/shared-contracts/http';
import { SANDBOX_USER_POOL } from '@member/shared-contracts/environment';
import { IdentityStore } from '../identity';
import { generateSigningKey, jwksOf } from '../identity/tokens/signing-key';
import { TokenIssuer } from '../identity/tokens/token-issuer';
import { identityAdminOf } from '../assembly/identity-admin-of-store';
import { silentLogLine } from '../http/request-log';
import type { MemberDatabase } from '../member-api/database/member-database';
import { openMemberDatabase } from '../member-api/database/open-member-database';
import { createMemberApiServer, type MemberApiServer } from '../member-api/server';
import { TelemetryCounters } from '../member-api/telemetry/telemetry-counters';
import { httpTestClient, type TestRequest } from './http-test-client';

const TEST_ISSUER = `http://localhost:4001/${SANDBOX_USER_POOL.userPoolId}`;

/**
 * A member API on an in-memory PGlite (in a worker thread), with tokens minted by the identity service's
 * own TokenIssuer and verified by the API against that key's JWKS (signatures really checked).
 */
export async function startMemberApiHarness(options: { usernameLookupsPerMinute?: number; logLines?: string[]; publicBaseUrl?: string } = {}) {
  const database: MemberDatabase = await openMemberDatabase({ inWorker: true });
  const identityStore = new IdentityStore();
  const signingKey = generateSigningKey();
  const tokens = new TokenIssuer({ signingKey, issuer: () => TEST_ISSUER, clientId: SANDBOX_USER_POOL.userPoolClientId, lifetimeMinutes: 60 });
  const telemetry = new TelemetryCounters();
  const app: MemberApiServer = await createMemberApiServer({
    database,
    issuer: TEST_ISSUER,
    keys: createLocalJWKSet(jwksOf(signingKey)),
    identity: identityAdminOf(identityStore),
    usernameLookupsPerMinute: options.usernameLookupsPerMinute,
    publicBaseUrl: options.publicBaseUrl,
    telemetry,
    logLine: options.logLines ? (line) => options.logLines?.push(line) : silentLogLine,
  });
  const http = httpTestClient(app);

  /** Access token (the API's bearer; or the id token) of a seeded member, by email. */
  async function tokenOf(email: string, use: 'id' | 'access' = 'access'): Promise<string> {
    const user = identityStore.users.find(email);
    if (!user) throw new Error(`no identity user ${email}`);
    const grant = identityStore.refreshTokens.open(user.username, new Date());
    const issued = await tokens.issue(user, grant, new Date());
    return use === 'id' ? issued.IdToken : issued.AccessToken;
  }

  /** An access token of a seeded member issued to another app client of the same pool (same key). */
  async function tokenOfOtherClient(email: string): Promise<string> {
    const user = identityStore.users.find(email);
    if (!user) throw new Error(`no identity user ${email}`);
    const otherClient = new TokenIssuer({ signingKey, issuer: () => TEST_ISSUER, clientId: 'another-app-client', lifetimeMinutes: 60 });
    return (await otherClient.issue(user, identityStore.refreshTokens.open(user.username, new Date()), new Date())).AccessToken;
  }

  /** A token with the right claims signed by a key the API does not know. */
  async function foreignToken(accountId: string): Promise<string> {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return new SignJWT({ 'custom:account_id': accountId, token_use: 'access', client_id: SANDBOX_USER_POOL.userPoolClientId, origin_jti: 'foreign' })
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
      .setIssuer(TEST_ISSUER)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  }

  /** A request with the application id header (and a bearer token when given). */
  function call(request: TestRequest & { token?: string }) {
    const headers: Record<string, string> = { [HEADER_NAMES.applicationId]: APPLICATION_ID, ...request.headers };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    return http.request({ ...request, headers });
  }

  return {
    app,
    database,
    identityStore,
    telemetry,
    tokenOf,
    tokenOfOtherClient,
    foreignToken,
    call,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type MemberApiHarness = Awaited<ReturnType<typeof startMemberApiHarness>>;

/**
 * The member API harness of one test file (or describe block): started before its tests, closed after
 * them. The returned object is filled in when the harness has started, so tests use it as they would
 * the harness itself.
 */
export function useMemberApiHarness(options?: Parameters<typeof startMemberApiHarness>[0]): MemberApiHarness {
  const api = {} as MemberApiHarness;
  beforeAll(async () => {
    Object.assign(api, await startMemberApiHarness(options));
  }, 60_000);
  afterAll(async () => {
    await api.close?.();
  });
  return api;
}

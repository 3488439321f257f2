import type { FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { COUNTRY_RESTRICTION_HEADER } from '@member/shared-contracts/sign-up';
import { ELIGIBILITY_ATTEMPT_WINDOW_MS, ELIGIBILITY_MAX_FAILED_ATTEMPTS, EMAIL_CHANGE_ATTEMPT_WINDOW_MS, EMAIL_CHANGE_MAX_FAILED_ATTEMPTS, EMAIL_CHANGE_MAX_RESENDS } from '@member/shared-contracts/account';
import { LOCAL_PORTS, SANDBOX_USER_POOL } from '@member/shared-contracts/environment';
import { createServiceServer } from '../http/create-service-server';
import { publicBaseUrlOf } from '../http/public-base-url';
import { consoleLogLine, type LogLine } from '../http/request-log';
import { installApiErrorHandler } from './api-error';
import { requireApplicationId } from './auth/application-id-hook';
import { requireCaller } from './auth/authenticate';
import { createTokenVerifier } from './auth/token-verifier';
import type { MemberDatabase } from './database/member-database';
import { openMemberDatabase, type MemberDatabaseOptions } from './database/open-member-database';
import type { IdentityAdmin } from './identity-admin';
import type { MemberApiContext } from './member-api-context';
import { FailureLimiter, RateLimiter } from '../http/rate-limiter';
import { rejectControlCharacters } from './input-rules';
import { ADDRESS_LIMITS, MEMBER_LIMITS, installCallerLimits, type CallerLimits } from './caller-limits';
import { registerAccountEmailChange } from './routes/account-email-change';
import { registerAccountEligibility } from './routes/account-eligibility';
import { registerAccountIdentities } from './routes/account-identities';
import { registerAccountPatch } from './routes/account-patch';
import { registerAccountRead } from './routes/account-read';
import { registerAccountResetPassword } from './routes/account-reset-password';
import { registerClientOrganizations } from './routes/client-organizations';
import { registerClientsAndPlans } from './routes/clients-and-plans';
import { registerConciergeTickets } from './routes/concierge-tickets';
import { ConciergeDesk, DEFAULT_AGENT_REPLY_DELAY_MS } from './concierge/concierge-desk';
import { registerConcierge } from './concierge/concierge-routes';
import { registerClaims } from './claims/claims-routes';
import { registerReimbursements } from './reimbursements/reimbursements-routes';
import { BankLinkStandIn } from './reimbursements/bank-link-stand-in';
import { registerSearch } from './search/search-routes';
import { registerMemberAccumulations } from './benefits/accumulations-routes';
import { registerNotificationRules } from './benefits/notification-rules';
import { registerIdCards } from './id-cards/id-cards-routes';
import { registerDevices } from './routes/devices';
import { registerUiStorage } from './ui-storage/ui-storage-routes';
import { registerTelemetry } from './routes/telemetry';
import { USERNAME_LOOKUPS_PER_MINUTE, registerUsernames } from './routes/usernames';
import { TelemetryCounters } from './telemetry/telemetry-counters';

const DEFAULT_ISSUER = `http://localhost:${LOCAL_PORTS.identity}/${SANDBOX_USER_POOL.userPoolId}`;

export interface MemberApiServerOptions {
  /** An open database; else one is opened from `storage` (in memory by default) and closed with the server. */
  database?: MemberDatabase;
  storage?: MemberDatabaseOptions;
  /** Expected token issuer. Default http://localhost:4001/us-east-1_MemberLocal. */
  issuer?: string;
  /** The identity service's JWKS. Default `{issuer}/.well-known/jwks.json`. */
  jwksUrl?: string;
  /** A local key source instead of the remote JWKS (tests); signatures are still verified. */
  keys?: JWTVerifyGetKey;
  /**
   * The API's public origin, for the links it hands out (attachment URLs, the stand-in OAuth bank page):
   * services.json's `memberApiUrl`. Default http://localhost:<listening port>.
   */
  publicBaseUrl?: string;
  /** The app client whose access tokens are accepted as bearer. Default the sandbox pool's web client. */
  appClientId?: string;
  identity?: IdentityAdmin;
  usernameLookupsPerMinute?: number;
  telemetry?: TelemetryCounters;
  logLine?: LogLine;
  /** Demo mode: the concierge agent answers a member's message after this delay (default 4000 ms; 0 = never). */
  conciergeAgentReplyDelayMs?: number;
  /** Per-caller limits (caller-limits.ts); default MEMBER_LIMITS and ADDRESS_LIMITS. */
  callerLimits?: { member?: CallerLimits; address?: CallerLimits };
  /** How often submitted claims are checked for their next demo step (claim-progression.ts). */
  claimProgressionTickMs?: number;
}

/** What tests, the test control and main can do with a member API instance besides HTTP. */
export interface MemberApiHandle {
  database: MemberDatabase;
  telemetry: TelemetryCounters;
  /** The sandbox concierge's availability, injected failures and demo agent (test control). */
  concierge: ConciergeDesk;
  /** Restores the seed, forgets rate-limit windows and telemetry. */
  reset(): Promise<void>;
}

export type MemberApiServer = FastifyInstance & { memberApi: MemberApiHandle };

/** The member REST API (access §7, member-features §7 subset) over PGlite. */
export async function createMemberApiServer(options: MemberApiServerOptions = {}): Promise<MemberApiServer> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openMemberDatabase(options.storage));
  const issuer = options.issuer ?? DEFAULT_ISSUER;
  const verify = createTokenVerifier({ issuer, jwksUrl: options.jwksUrl ?? `${issuer}/.well-known/jwks.json`, keys: options.keys });
  const logLine = options.logLine ?? consoleLogLine;
  const app = await createServiceServer({ service: 'member-api', logLine, personalData: true, exposedHeaders: [COUNTRY_RESTRICTION_HEADER, 'retry-after'] });
  const context: MemberApiContext = {
    db: database,
    identity: options.identity,
    authenticate: requireCaller(verify, {
      appClientId: options.appClientId ?? SANDBOX_USER_POOL.userPoolClientId,
      ...(options.identity?.isTokenRevoked ? { isRevoked: options.identity.isTokenRevoked } : {}),
    }),
    verifyToken: verify,
    publicBaseUrl: publicBaseUrlOf(app, options.publicBaseUrl),
    usernameLookups: new RateLimiter(options.usernameLookupsPerMinute ?? USERNAME_LOOKUPS_PER_MINUTE, 60_000),
    eligibilityAttempts: new FailureLimiter(ELIGIBILITY_MAX_FAILED_ATTEMPTS, ELIGIBILITY_ATTEMPT_WINDOW_MS),
    emailCodeAttempts: new FailureLimiter(EMAIL_CHANGE_MAX_FAILED_ATTEMPTS, EMAIL_CHANGE_ATTEMPT_WINDOW_MS),
    emailCodeResends: new RateLimiter(EMAIL_CHANGE_MAX_RESENDS, EMAIL_CHANGE_ATTEMPT_WINDOW_MS),
    telemetry: options.telemetry ?? new TelemetryCounters(),
    logLine,
  };

  installApiErrorHandler(app);
  app.addHook('onRequest', requireApplicationId);
  const callerLimits = installCallerLimits(app, { member: options.callerLimits?.member ?? MEMBER_LIMITS, address: options.callerLimits?.address ?? ADDRESS_LIMITS });
  // One input rule for every route: control characters in a body, query or path → 400.
  app.addHook('preValidation', rejectControlCharacters);

  registerAccountRead(app, context);
  registerAccountPatch(app, context);
  registerAccountEligibility(app, context);
  registerAccountResetPassword(app, context);
  registerAccountEmailChange(app, context);
  registerAccountIdentities(app, context);
  registerUsernames(app, context);
  registerClientOrganizations(app, context);
  registerClientsAndPlans(app, context);
  registerConciergeTickets(app, context);
  const concierge = new ConciergeDesk(database, { agentReplyDelayMs: options.conciergeAgentReplyDelayMs ?? DEFAULT_AGENT_REPLY_DELAY_MS, logLine });
  registerConcierge(app, context, concierge);
  registerClaims(app, context, { progressionTickMs: options.claimProgressionTickMs });
  const bankLink = new BankLinkStandIn();
  registerReimbursements(app, context, bankLink);
  registerSearch(app, context);
  registerMemberAccumulations(app, context);
  registerNotificationRules(app, context);
  registerIdCards(app, context);
  registerDevices(app, context);
  registerUiStorage(app, context);
  registerTelemetry(app, context);

  const handle: MemberApiHandle = {
    database,
    telemetry: context.telemetry,
    concierge,
    async reset() {
      concierge.reset();
      bankLink.reset();
      await database.reset();
      context.usernameLookups.clear();
      context.eligibilityAttempts.clear();
      context.emailCodeAttempts.clear();
      context.emailCodeResends.clear();
      context.telemetry.clear();
      callerLimits.clear();
    },
  };
  app.decorate('memberApi', handle);
  app.addHook('onClose', async () => concierge.reset());
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  return app as MemberApiServer;
}

import type { FastifyRequest } from 'fastify';
import type { LogLine } from '../http/request-log';
import type { MemberDatabase } from './database/member-database';
import type { IdentityAdmin } from './identity-admin';
import type { TokenVerifier } from './auth/token-verifier';
import type { FailureLimiter, RateLimiter } from '../http/rate-limiter';
import type { TelemetryCounters } from './telemetry/telemetry-counters';

/** What the member API's routes share. */
export interface MemberApiContext {
  db: MemberDatabase;
  /** The identity service's admin side; absent → identity-side effects are skipped. */
  identity: IdentityAdmin | undefined;
  /** onRequest hook: verifies the bearer token (401) and sets `request.caller`. */
  authenticate: (request: FastifyRequest) => Promise<void>;
  /** Verifies a token of the identity service (signature, issuer, expiry), e.g. a federated id token to link. */
  verifyToken: TokenVerifier;
  /** The API's configured origin for links it hands out (never the request's Host). */
  publicBaseUrl: () => string;
  usernameLookups: RateLimiter;
  /** Wrong eligibility details per account (PUT /account/{id}/eligibility). */
  eligibilityAttempts: FailureLimiter;
  /** Wrong email-change codes per account. */
  emailCodeAttempts: FailureLimiter;
  /** Email-change codes sent again per account. */
  emailCodeResends: RateLimiter;
  telemetry: TelemetryCounters;
  logLine: LogLine;
}

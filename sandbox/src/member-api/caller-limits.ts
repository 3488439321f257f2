import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InFlightLimiter, type ReleaseSlot } from '../http/in-flight-limiter';
import { RateLimiter } from '../http/rate-limiter';
import { ApiError } from './api-error';

/**
 * How much of the member API one caller may hold. A member is known by the verified token's `sub`; a
 * call without a token (telemetry, the username and organisation lookups, the bank-link stand-in) by its
 * address. Sized so the app's own traffic never meets them: a cold /home fires about 15 calls at once
 * (all served at once, none queued), and the e2e suite drives one demo member through hundreds of pages
 * in a row, a few hundred calls a minute at most.
 */
export interface CallerLimits {
  /** Requests of one caller served at the same time. */
  maxInFlight: number;
  /** Further requests that wait for one of those to finish; beyond them: 429. */
  maxQueued: number;
  /** Requests of one caller per minute; beyond them: 429 until the oldest leaves the minute. */
  perMinute: number;
}

export const MEMBER_LIMITS: CallerLimits = { maxInFlight: 16, maxQueued: 48, perMinute: 1200 };
/** Every anonymous caller of one address shares these (all of a developer's tabs, the whole e2e run). */
export const ADDRESS_LIMITS: CallerLimits = { maxInFlight: 16, maxQueued: 48, perMinute: 1200 };
/** What a refused request is told to wait when its caller has too many requests in flight. */
const BUSY_RETRY_AFTER_SECONDS = 1;

interface Limiters {
  inFlight: InFlightLimiter;
  rate: RateLimiter;
}

const limitersOf = (limits: CallerLimits): Limiters => ({ inFlight: new InFlightLimiter(limits.maxInFlight, limits.maxQueued), rate: new RateLimiter(limits.perMinute, 60_000) });

/** Whose budget a request spends: its member's (after the route's authentication) or its address's. */
function callerKey(request: FastifyRequest): { kind: 'member' | 'address'; key: string } {
  const member = request.caller?.claims.sub ?? request.caller?.accountId;
  return typeof member === 'string' && member !== '' ? { kind: 'member', key: member } : { kind: 'address', key: request.ip };
}

/**
 * One caller cannot stall the others: a `preParsing` hook — after the route's authentication, before the
 * body is read — spends the caller's rate, then waits for one of its in-flight slots (or is refused). A
 * refusal is 429 with `Retry-After` (seconds), as the real API gateway answers a throttled client; the
 * app treats it as a failed call and offers "Try again".
 */
export function installCallerLimits(app: FastifyInstance, limits: { member: CallerLimits; address: CallerLimits }): { clear(): void } {
  let limiters = { member: limitersOf(limits.member), address: limitersOf(limits.address) };

  app.addHook('preParsing', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const { kind, key } = callerKey(request);
    const { rate, inFlight } = limiters[kind];
    const quota = rate.take(key);
    if (!quota.allowed) throw new ApiError(429, 'Too many requests', { 'retry-after': String(quota.retryAfterSeconds) });
    const slot = inFlight.acquire(key);
    if (!slot) throw new ApiError(429, 'Too many requests at once', { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
    // 'close' follows the end of every response, and a connection the caller dropped — while queued too.
    const held: { closed: boolean; release?: ReleaseSlot } = { closed: false };
    reply.raw.once('close', () => {
      held.closed = true;
      held.release?.();
    });
    held.release = await slot;
    if (held.closed) held.release();
    return payload;
  });

  return {
    clear() {
      limiters = { member: limitersOf(limits.member), address: limitersOf(limits.address) };
    },
  };
}

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InFlightLimiter, type ReleaseSlot } from '../http/in-flight-limiter';
import { RateLimiter } from '../http/rate-limiter';
import { ApiError } from './api-error';

/**
 * How much of the member API one caller may hold. Sized so the app's own traffic never meets them: a cold
 * /home fires about 15 calls at once — the first are served, the rest wait their turn, which costs them
 * nothing, because the API works through requests one after another anyway (one database, one thread:
 * measured, a request reaches its handler only when the one before has answered) — and the e2e suite
 * drives one demo member through hundreds of pages in a row, a few hundred calls a minute at most.
 */
export interface CallerLimits {
  /** Requests of one caller being worked on at the same time. */
  maxInFlight: number;
  /** Further requests that wait, in order, for one of those to finish; beyond them: 429. */
  maxQueued: number;
  /** Requests of one caller per minute; beyond them: 429 until the oldest leaves the minute. */
  perMinute: number;
}

/**
 * A member's calls. With 2 in flight, another member's query waits behind at most 2 of the caller's
 * (a provider search costs tens of milliseconds), instead of behind every request the caller sent.
 */
export const MEMBER_LIMITS: CallerLimits = { maxInFlight: 2, maxQueued: 60, perMinute: 1200 };
/**
 * Calls without a token (telemetry, the username and organisation lookups, the bank-link stand-in) share
 * one budget per address: every tab of a developer, and the whole e2e run, come from 127.0.0.1.
 */
export const ADDRESS_LIMITS: CallerLimits = { maxInFlight: 4, maxQueued: 60, perMinute: 1200 };
/** What a refused request is told to wait when its caller has too many requests in flight. */
const BUSY_RETRY_AFTER_SECONDS = 1;

interface Limiters {
  inFlight: InFlightLimiter;
  rate: RateLimiter;
}

const limitersOf = (limits: CallerLimits): Limiters => ({ inFlight: new InFlightLimiter(limits.maxInFlight, limits.maxQueued), rate: new RateLimiter(limits.perMinute, 60_000) });

/**
 * Whose in-flight slots a request takes, before its token is verified (verifying is part of the work that
 * waits): the bearer token itself (hashed; one key per session — a forged token gets its own, never a real
 * member's), else the address.
 */
function arrivalKey(request: FastifyRequest): { kind: 'member' | 'address'; key: string } {
  const bearer = request.headers.authorization;
  if (bearer) return { kind: 'member', key: createHash('sha256').update(bearer).digest('base64url') };
  return { kind: 'address', key: request.ip };
}

/** Whose rate a request spends, after the route's authentication: the verified token's member, else the address. */
function verifiedKey(request: FastifyRequest): { kind: 'member' | 'address'; key: string } {
  const member = request.caller?.claims.sub ?? request.caller?.accountId;
  return typeof member === 'string' && member !== '' ? { kind: 'member', key: member } : { kind: 'address', key: request.ip };
}

/** Takes an in-flight slot of the key (at once or after the queue), given back when the response is over. */
async function holdSlot(limiter: InFlightLimiter, key: string, reply: FastifyReply): Promise<void> {
  const slot = limiter.acquire(key);
  if (!slot) throw new ApiError(429, 'Too many requests at once', { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
  // 'close' follows the end of every response, and a connection the caller dropped — while queued too.
  const held: { closed: boolean; release?: ReleaseSlot } = { closed: false };
  reply.raw.once('close', () => {
    held.closed = true;
    held.release?.();
  });
  held.release = await slot;
  if (held.closed) held.release();
}

/**
 * One caller cannot stall the others. An `onRequest` hook, the first thing a request meets, waits for
 * one of its caller's in-flight slots (or refuses it); a `preParsing` hook — after the route's
 * authentication, before the body is read — spends the verified member's (or the address's) rate. A
 * refusal is 429 with `Retry-After` (seconds), as the real API gateway answers a throttled client; the app
 * treats it as a failed call and offers "Try again".
 */
export function installCallerLimits(app: FastifyInstance, limits: { member: CallerLimits; address: CallerLimits }): { clear(): void } {
  let limiters = { member: limitersOf(limits.member), address: limitersOf(limits.address) };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const { kind, key } = arrivalKey(request);
    await holdSlot(limiters[kind].inFlight, key, reply);
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    const { kind, key } = verifiedKey(request);
    const quota = limiters[kind].rate.take(key);
    if (!quota.allowed) throw new ApiError(429, 'Too many requests', { 'retry-after': String(quota.retryAfterSeconds) });
    return payload;
  });

  return {
    clear() {
      limiters = { member: limitersOf(limits.member), address: limitersOf(limits.address) };
    },
  };
}

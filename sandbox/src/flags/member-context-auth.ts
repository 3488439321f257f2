import type { FastifyRequest } from 'fastify';
import { ApiError } from '../member-api/api-error';
import { callerOf } from '../member-api/auth/authenticate';

/** The member API's bearer check (`requireCaller`): sets `request.caller` or throws a 401 ApiError. */
export type MemberAuthentication = (request: FastifyRequest) => Promise<void>;

/**
 * Why a member's flags are not evaluated for this request, or null: a member's context (targetingKey =
 * account id) carries personal targeting, so it needs that member's own access token — 401 without a
 * valid one, 403 for another account's (the OFREP statuses for both).
 */
export async function memberContextRefusal(request: FastifyRequest, targetingKey: string, authenticate: MemberAuthentication): Promise<{ status: 401 | 403; errorDetails: string } | null> {
  try {
    await authenticate(request);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401) return { status: 401, errorDetails: error.message };
    throw error;
  }
  if (callerOf(request).accountId !== targetingKey) return { status: 403, errorDetails: "The token does not belong to the context's targetingKey" };
  return null;
}

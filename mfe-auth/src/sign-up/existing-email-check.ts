import { isHttpError } from '@member/shared-contracts/http';
import { usernameLookupReason, type UsernameLookupReason } from '@member/shared-contracts/sign-in';
import type { UsernamesLookupResult } from '../common/look-up-usernames';

/**
 * Access §4 "Sign-up email check": accounts already exist (or the reason is duplicate) → duplicate;
 * none → notFound (the email is free: go to employer selection); 422 invalidData, 429 rateLimit, anything
 * else unknown (§8 "Username lookup reasons").
 */
export function existingEmailCheckReason(result: UsernamesLookupResult): UsernameLookupReason {
  if ('response' in result) return usernameLookupReason(200, result.response.items);
  return usernameLookupReason(isHttpError(result.error) ? result.error.status : 0);
}

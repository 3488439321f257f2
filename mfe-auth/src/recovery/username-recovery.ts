import { isHttpError } from '@member/shared-contracts/http';
import { usernameLookupReason, type UsernameLookupReason } from '@member/shared-contracts/sign-in';
import type { UsernamesLookupResult } from '../common/look-up-usernames';
import { maskEmail } from './mask-email';

export type UsernameRecoveryOutcome =
  | { kind: 'found'; maskedEmail: string }
  | { kind: Exclude<UsernameLookupReason, 'duplicate'> };

/**
 * What the recover-email screen says after `GET /usernames?email=` (access §7, reasons of §8):
 * an answer with a username (or `duplicate`, 409: more than one account uses it) → found, shown masked;
 * no username → notFound; 422 invalidData; 429 rateLimit; anything else unknown.
 */
export function usernameRecoveryOutcome(typedEmail: string, answer: { status: number; items?: readonly { username: string }[] | null }): UsernameRecoveryOutcome {
  const reason = usernameLookupReason(answer.status, answer.items);
  if (reason !== 'duplicate') return { kind: reason };
  return { kind: 'found', maskedEmail: maskEmail(answer.items?.[0]?.username ?? typedEmail) };
}

/** The same from the HTTP client's answer or error. */
export function usernameRecoveryOutcomeOf(typedEmail: string, result: UsernamesLookupResult): UsernameRecoveryOutcome {
  if ('response' in result) return usernameRecoveryOutcome(typedEmail, { status: 200, items: result.response.items });
  return usernameRecoveryOutcome(typedEmail, { status: isHttpError(result.error) ? result.error.status : 0 });
}

import { useRemoteProps } from '@member/remote-runtime';
import { ANALYTICS_ERROR_NAMES } from '@member/shared-contracts/analytics';
import { type UsernameLookupReason } from '@member/shared-contracts/sign-in';
import { lookUpUsernames } from '../common/look-up-usernames';
import { existingEmailCheckReason } from './existing-email-check';

/** The analytics event of every existing-email check (its reason only, never the email). */
export const EXISTING_EMAIL_CHECK_EVENT = 'sign_up_existing_email_check';

/**
 * `GET /usernames?email=` without auth (access §7) before the employer step. Tracks the check's reason;
 * a duplicate is also tracked as the "account with email already exists" error (access §9).
 */
export function useExistingEmailCheck() {
  const { http, analytics } = useRemoteProps();
  return async (email: string): Promise<UsernameLookupReason> => {
    const result = await lookUpUsernames(http, email.trim());
    const reason = existingEmailCheckReason(result);
    analytics.track(EXISTING_EMAIL_CHECK_EVENT, { reason });
    if (reason === 'duplicate') analytics.trackError(ANALYTICS_ERROR_NAMES.accountWithEmailExists, 'duplicate');
    return reason;
  };
}

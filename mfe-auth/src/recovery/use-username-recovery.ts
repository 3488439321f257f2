import { useRemoteProps } from '@member/remote-runtime';
import { ANALYTICS_ERROR_NAMES } from '@member/shared-contracts/analytics';
import { lookUpUsernames } from '../usernames/look-up-usernames';
import { usernameRecoveryOutcomeOf, type UsernameRecoveryOutcome } from './username-recovery';

/**
 * Looks an email up with `GET /usernames` (no auth). Anything but "found" is tracked as
 * ANALYTICS_ERROR_NAMES.usernameRecovery with the reason only (never the email).
 */
export function useUsernameRecovery() {
  const { http, analytics } = useRemoteProps();
  return async (email: string): Promise<UsernameRecoveryOutcome> => {
    const result = await lookUpUsernames(http, email);
    const outcome = usernameRecoveryOutcomeOf(email, result);
    if (outcome.kind !== 'found') analytics.trackError(ANALYTICS_ERROR_NAMES.usernameRecovery, outcome.kind);
    return outcome;
  };
}

import { useRemoteProps } from '@member/remote-runtime';
import { ANALYTICS_ERROR_NAMES, apiPaths, type UsernamesResponse } from '@member/shared-contracts';
import { usernameRecoveryOutcomeOf, type UsernameRecoveryOutcome } from './username-recovery';

/**
 * Looks an email up with `GET /usernames` (no auth). Anything but "found" is tracked as
 * ANALYTICS_ERROR_NAMES.usernameRecovery with the reason only (never the email).
 */
export function useUsernameRecovery() {
  const { http, analytics } = useRemoteProps();
  return async (email: string): Promise<UsernameRecoveryOutcome> => {
    const result = await http
      .get<UsernamesResponse>(apiPaths.usernames(), { query: { email }, excludeAuth: true })
      .then((response) => ({ response }), (error: unknown) => ({ error }));
    const outcome = usernameRecoveryOutcomeOf(email, result);
    if (outcome.kind !== 'found') analytics.trackError(ANALYTICS_ERROR_NAMES.usernameRecovery, outcome.kind);
    return outcome;
  };
}

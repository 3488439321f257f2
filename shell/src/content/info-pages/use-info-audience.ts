import { useMemo } from 'react';
import type { InfoPageAudience } from '@member/shared-contracts/content';
import { useMemberContext } from '../../session/use-member-context';

/**
 * Who an info page is for: a signed-in member's product features and organisation (their variant), or
 * nobody (the default variant). `pending` while the session or the account is still loading, so the
 * default text never flashes before the member's own.
 */
export function useInfoAudience(): { pending: boolean; audience: InfoPageAudience; signedIn: boolean } {
  const { account, pageLoading, session } = useMemberContext();
  const audience = useMemo<InfoPageAudience>(
    () => (account ? { productFeatures: account.productFeatures, clientOrgId: account.clientOrgId } : {}),
    [account],
  );
  return { pending: pageLoading, audience, signedIn: session.status === 'authenticated' && account !== null };
}

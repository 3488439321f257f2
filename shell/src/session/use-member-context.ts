import { useMemo } from 'react';
import { useQuery } from '../queries/host-queries';
import { useStore } from 'zustand';
import { FLAG_DEFAULTS, type FlagValues } from '@member/shared-contracts/flags';
import { deriveFeatures } from '@member/shared-contracts/features';
import { type AccountFeature } from '@member/shared-contracts/account';
import { useShellServices } from '../platform/shell-services';
import { accountQueryKey, loadAccount } from './account-loader';
import { memberFlagsQueryKey } from '../flags/member-flags-query-key';
import { useVisitorFlags } from '../flags/use-visitor-flags';
import { startedOr } from './started-loads';

/**
 * What the host knows about the member right now: session, account (loaded when authenticated,
 * reloaded when the refresh counter changes), flags for that member, and the derived features.
 * `pageLoading` follows access §4: querying, or authenticated without a loaded account.
 */
export function useMemberContext() {
  const { sessionStore, session: sessionService, http, logger, flags: flagEvaluator } = useShellServices();
  const session = useStore(sessionStore);
  const authenticated = session.status === 'authenticated' && session.accountId !== null;

  const accountKey = accountQueryKey(session.accountId, session.accountRefreshCounter);
  const accountQuery = useQuery({
    queryKey: accountKey,
    queryFn: async () => {
      const loaded = await startedOr(accountKey, () => loadAccount(http, session.accountId as string, logger));
      // Access §4 plan id rule: runs beside the page (not awaited), once per mismatch.
      void sessionService.reconcilePlanId(loaded.account.planId);
      return loaded;
    },
    enabled: authenticated,
    staleTime: Infinity,
    retry: 1,
  });

  // Flags are evaluated per member (targeting key: the account id). A signed-out visitor's flags (the
  // sign-in screen's single sign-on buttons) come from one light call without the flag SDK; nothing
  // waits for them: until they answer, every flag has its default.
  const visitor = session.status === 'unauthenticated';
  const visitorFlags = useVisitorFlags(flagEvaluator, visitor);
  const flagsKey = memberFlagsQueryKey(session.accountId);
  const flagsQuery = useQuery({
    queryKey: flagsKey,
    queryFn: () => startedOr(flagsKey, () => flagEvaluator.evaluate({ targetingKey: session.accountId as string })),
    enabled: authenticated,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

  const account = authenticated ? (accountQuery.data?.account ?? null) : null;
  const client = authenticated ? (accountQuery.data?.client ?? null) : null;
  const flags: FlagValues = (authenticated ? flagsQuery.data : visitor ? visitorFlags : undefined) ?? FLAG_DEFAULTS;

  const features = useMemo<ReadonlySet<AccountFeature>>(() => {
    if (!account) return new Set();
    return new Set<AccountFeature>([...account.productFeatures, ...deriveFeatures(account, flags)]);
  }, [account, flags]);

  const pageLoading =
    session.status === 'querying' ||
    (authenticated && (accountQuery.isPending || (flagsQuery.isPending && !flagsQuery.isError)));

  return {
    session,
    account,
    client,
    flags,
    features,
    pageLoading,
    accountError: authenticated ? accountQuery.error : null,
  };
}

export type MemberContext = ReturnType<typeof useMemberContext>;

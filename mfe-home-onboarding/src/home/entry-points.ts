import {
  ROUTE_TABLE,
  isFeatureAvailable,
  isSearchOnly,
  type Account,
  type AccountFeature,
  type FlagValues,
} from '@member/shared-contracts';

/** The /home entry points of issue 14 item 1, in this order. */
export const HOME_ENTRY_POINTS = [
  { id: 'claims', path: '/claims' },
  { id: 'reimbursements', path: '/reimbursements' },
  { id: 'careTeam', path: '/care-team' },
  { id: 'search', path: '/search' },
  { id: 'concierge', path: '/messages' },
] as const;

export type HomeEntryPoint = (typeof HOME_ENTRY_POINTS)[number];

/**
 * The entry points this member may open: each shows exactly when the shell's route gate would let the
 * member in (the route table's required features and flags, and access §2.8 for inactive accounts —
 * "only /home and messages"), so /home never offers what leads to a 404. Search-only members get the
 * search entry and nothing else (they have no navigation, access §2.9).
 */
export function homeEntryPoints(account: Pick<Account, 'productFeatures' | 'status'>, features: ReadonlySet<AccountFeature>, flags: FlagValues): HomeEntryPoint[] {
  const searchOnly = isSearchOnly(account.productFeatures);
  return HOME_ENTRY_POINTS.filter((entry) => {
    if (searchOnly && entry.id !== 'search') return false;
    const route = ROUTE_TABLE.find((candidate) => candidate.path === entry.path);
    if (!route || route.visibility !== 'private') return false;
    if (account.status === 'inactive' && route.whenInactive !== 'allow') return false;
    return isFeatureAvailable(route.requires.features, route.requires.flags, features, flags);
  });
}

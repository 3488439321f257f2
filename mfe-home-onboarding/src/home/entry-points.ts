import { ID_CARD_PATH, ROUTE_REQUIREMENTS } from '@member/shared-contracts/routes';
import { isFeatureAvailable, isSearchOnly } from '@member/shared-contracts/features';
import { type AccountFeature } from '@member/shared-contracts/account';
import { type Account } from '@member/shared-contracts/account';
import { type FlagValues } from '@member/shared-contracts/flags';

/**
 * The /home entry points (decision), in this order, each with the gate of the route it opens (features §6);
 * `shownWith` names a flag the entry itself needs: the external benefit page is offered only with
 * `showExternalPortal` (features §9, decision 041), though /benefit-access itself needs nothing.
 */
export const HOME_ENTRY_POINTS = [
  // First: the card is what a member reaches for at the front desk (decision 066).
  { id: 'idCard', path: ID_CARD_PATH, gate: ROUTE_REQUIREMENTS.idCard },
  { id: 'claims', path: '/claims', gate: ROUTE_REQUIREMENTS.claims },
  { id: 'benefit', path: '/benefit', gate: ROUTE_REQUIREMENTS.benefit },
  { id: 'reimbursements', path: '/reimbursements', gate: ROUTE_REQUIREMENTS.reimbursements },
  { id: 'careTeam', path: '/care-team', gate: ROUTE_REQUIREMENTS.careTeam },
  { id: 'search', path: '/search', gate: ROUTE_REQUIREMENTS.search },
  { id: 'concierge', path: '/messages', gate: ROUTE_REQUIREMENTS.messages },
  { id: 'externalBenefit', path: '/benefit-access', gate: ROUTE_REQUIREMENTS.benefitAccess, shownWith: 'showExternalPortal' },
] as const;

export type HomeEntryPoint = (typeof HOME_ENTRY_POINTS)[number];

/**
 * The entry points this member may open: each shows exactly when the shell's route gate lets the member in
 * (the route's required features and flags — the same ROUTE_REQUIREMENTS the route table is built from —
 * and access §2.8 for inactive accounts, "only /home and messages"), so /home never offers what leads to a
 * 404. Search-only members get the search entry and nothing else (no navigation, access §2.9).
 */
export function homeEntryPoints(account: Pick<Account, 'productFeatures' | 'status'>, features: ReadonlySet<AccountFeature>, flags: FlagValues): HomeEntryPoint[] {
  const searchOnly = isSearchOnly(account.productFeatures);
  return HOME_ENTRY_POINTS.filter((entry) => {
    const { id, gate } = entry;
    if (searchOnly && id !== 'search') return false;
    if ('shownWith' in entry && !flags[entry.shownWith]) return false;
    if (account.status === 'inactive' && !('whenInactive' in gate && gate.whenInactive === 'allow')) return false;
    return isFeatureAvailable(gate.features, 'flags' in gate ? gate.flags : [], features, flags);
  });
}

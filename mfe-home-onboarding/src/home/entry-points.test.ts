import { FLAG_DEFAULTS, type FlagValues } from '@member/shared-contracts/flags';
import { deriveAccountFeatures } from '@member/shared-contracts/features';
import { type AccountFeature } from '@member/shared-contracts/account';
import { homeEntryPoints } from './entry-points';

type Features = ReadonlyArray<'HRA' | 'SEARCH' | 'CONCIERGE' | 'TIERED_DEDUCTIBLE'>;
function entries(productFeatures: Features, flags: Partial<FlagValues> = {}, status: 'verified' | 'inactive' = 'verified', canMemberSubmitClaim = true) {
  const allFlags = { ...FLAG_DEFAULTS, ...flags };
  const account = { productFeatures: new Set(productFeatures), status, allowAccountManagement: true, canMemberSubmitClaim };
  return homeEntryPoints(account, deriveAccountFeatures(account, allFlags) as ReadonlySet<AccountFeature>, allFlags).map((entry) => entry.id);
}

describe('/home entry points', () => {
  it('hra.primary with the flags: her ID card, claims, her benefit, reimbursements, care team, search, concierge', () => {
    expect(entries(['HRA', 'SEARCH', 'CONCIERGE'], { careTeamUX: true, bankAccountLinkingUX: true })).toEqual(['idCard', 'claims', 'benefit', 'reimbursements', 'careTeam', 'search', 'concierge']);
  });

  it('follows the route gate: no reimbursements or care team without their flags', () => {
    expect(entries(['HRA', 'SEARCH', 'CONCIERGE'])).toEqual(['idCard', 'claims', 'benefit', 'search', 'concierge']);
  });

  it('a spouse (HRA + CONCIERGE): no search', () => {
    expect(entries(['HRA', 'CONCIERGE'])).toEqual(['idCard', 'claims', 'benefit', 'concierge']);
  });

  it('the incentive pages only for an incentive account (INCENTIVE_FEATURE): not for search with concierge', () => {
    expect(entries(['TIERED_DEDUCTIBLE', 'CONCIERGE'])).toContain('benefit');
    expect(entries(['SEARCH', 'CONCIERGE'])).not.toContain('benefit');
  });

  it('the ID card first, for every incentive account (the spouse and the tiered member too), never for search only', () => {
    expect(entries(['HRA', 'CONCIERGE'])[0]).toBe('idCard');
    expect(entries(['TIERED_DEDUCTIBLE', 'SEARCH'])[0]).toBe('idCard');
    expect(entries(['SEARCH', 'CONCIERGE'])).not.toContain('idCard');
  });

  it('search-only: the search entry alone', () => {
    expect(entries(['SEARCH'], { careTeamUX: true, bankAccountLinkingUX: true })).toEqual(['search']);
  });

  it('the external benefit page only with showExternalPortal on (last), for any product', () => {
    expect(entries(['HRA', 'SEARCH', 'CONCIERGE'], { showExternalPortal: true })).toEqual(['idCard', 'claims', 'benefit', 'search', 'concierge', 'externalBenefit']);
    expect(entries(['HRA', 'CONCIERGE'], { showExternalPortal: true })).toEqual(['idCard', 'claims', 'benefit', 'concierge', 'externalBenefit']);
    expect(entries(['HRA', 'SEARCH', 'CONCIERGE'], { showExternalPortal: false })).not.toContain('externalBenefit');
  });

  it('inactive: only messages (access §2.8: only /home and messages)', () => {
    expect(entries(['HRA', 'CONCIERGE'], { bankAccountLinkingUX: true, showExternalPortal: true }, 'inactive')).toEqual(['concierge']);
  });
});

describe('/home entry points and the route table', () => {
  it('each entry carries exactly the gate of the route it opens', async () => {
    const { ROUTE_TABLE } = await import('@member/shared-contracts/routes');
    const { HOME_ENTRY_POINTS } = await import('./entry-points');
    for (const entry of HOME_ENTRY_POINTS) {
      const route = ROUTE_TABLE.find((candidate) => candidate.path === entry.path);
      expect(route?.visibility).toBe('private');
      if (route?.visibility !== 'private') continue;
      expect(route.requires.features).toEqual(entry.gate.features);
      expect(route.requires.flags).toEqual('flags' in entry.gate ? entry.gate.flags : []);
      expect(route.whenInactive === 'allow').toBe('whenInactive' in entry.gate);
    }
  });
});

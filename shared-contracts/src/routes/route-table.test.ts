import { REMOTE_NAMES } from './remote-names';
import { PRIVATE_ROUTES, PUBLIC_ROUTES, ROUTE_TABLE } from './route-table';

/** Access §2.1, in the spec's words with {x} → :x. */
const SPEC_PUBLIC_PATHS = [
  '/', '/sign-in', '/welcome', '/welcome/:sponsor', '/sign-up', '/sign-up/client-org',
  '/sign-up/dob', '/sign-up/employer', '/sign-up/name', '/sign-up/password', '/sign-up/phone', '/sign-up/identifier',
  '/sign-out', '/recover-password', '/reset-password', '/recover-email', '/sso', '/timeout',
  '/faq', '/info/:context', '/methodology', '/open-source', '/privacy-policy', '/terms-of-service', '/sitemap',
];

/** Access §2.8, in the spec's order. */
const SPEC_PRIVATE_PATHS = [
  '/account', '/delete-account', '/settings', '/security', '/security/mfa', '/security/mfa/code', '/security/mfa/phone',
  '/security/mfa/success', '/security/set-password', '/security/biometrics', '/benefit', '/benefit-access',
  '/benefit/info/:context', '/coverage-details', '/care-team', '/claims', '/claims/new', '/claim-details/:id',
  '/claim-details/:id/appeal/:step', '/repayment-requests', '/get-support', '/get-support/:category',
  '/get-support/:category/:subcategory', '/home', '/messages', '/messages/:threadId', '/notifications/:ruleId',
  '/plaid-oauth', '/providers', '/providers/:providerId', '/recommendations/:recommendationId',
  '/recommendations/:recommendationId/provider/:providerId', '/reimbursements', '/reimbursements/check-confirmation',
  '/reimbursements/direct-deposit-success', '/reimbursements/setup-direct-deposit-later', '/search', '/verification',
  // Ours: the base-to-buy-up screen (access §2.6 gives it no path).
  '/complete-account',
  // Ours, beyond the spec: the plan ID card (decision 066).
  '/id-card',
];

const byPath = (path: string) => PRIVATE_ROUTES.find((route) => route.path === path);

describe('route table', () => {
  it('has exactly the public paths of access §2.1', () => {
    expect(PUBLIC_ROUTES.map((route) => route.path)).toEqual(SPEC_PUBLIC_PATHS);
  });

  it('has exactly the private paths of access §2.8 plus the base-to-buy-up screen and the ID card', () => {
    expect(PRIVATE_ROUTES.map((route) => route.path)).toEqual(SPEC_PRIVATE_PATHS);
  });

  it('has no path twice', () => {
    expect(new Set(ROUTE_TABLE.map((route) => route.path)).size).toBe(ROUTE_TABLE.length);
  });

  it('gives every route a known owner', () => {
    const owners = new Set<string>([...REMOTE_NAMES, 'shell']);
    for (const route of ROUTE_TABLE) expect([route.path, owners.has(route.owner)]).toEqual([route.path, true]);
  });

  it('classifies the public kinds', () => {
    const kind = (path: string) => PUBLIC_ROUTES.find((route) => route.path === path)?.kind;
    expect(['/sign-in', '/welcome', '/welcome/:sponsor'].map(kind)).toEqual(Array(3).fill('redirect-to-root-keeping-query'));
    expect(['/sign-up', '/sign-up/client-org'].map(kind)).toEqual(['redirect-to-sign-up', 'redirect-to-sign-up']);
    expect([kind('/sign-out'), kind('/sso'), kind('/timeout')]).toEqual(['sign-out', 'sso', 'timeout']);
    expect(['/faq', '/info/:context', '/methodology', '/open-source', '/privacy-policy', '/terms-of-service', '/sitemap'].map(kind)).toEqual(
      Array(7).fill('info'),
    );
  });

  it('marks the five tab roots', () => {
    const roots = PRIVATE_ROUTES.filter((route) => route.isTabRoot).map((route) => [route.path, route.tab]);
    expect(roots).toEqual([
      ['/care-team', 'CARE_TEAM'], ['/claims', 'CLAIMS'], ['/home', 'HOME'], ['/messages', 'CONCIERGE'], ['/search', 'SEARCH'],
    ]);
  });

  it('puts /get-support* in the CONCIERGE tab', () => {
    for (const path of ['/get-support', '/get-support/:category', '/get-support/:category/:subcategory']) expect(byPath(path)?.tab).toBe('CONCIERGE');
  });

  it('requires ACCOUNT_MANAGEMENT for account, settings, security, delete-account and providers', () => {
    for (const path of ['/account', '/settings', '/security', '/delete-account', '/providers', '/providers/:providerId']) {
      expect([path, byPath(path)?.requires.features.includes('ACCOUNT_MANAGEMENT')]).toEqual([path, true]);
    }
  });

  it('requires tfaUX with ACCOUNT_MANAGEMENT on every mfa, set-password and biometrics page', () => {
    const tfaPaths = PRIVATE_ROUTES.filter((route) => route.requires.flags.includes('tfaUX')).map((route) => route.path);
    expect(tfaPaths).toEqual([
      '/security/mfa', '/security/mfa/code', '/security/mfa/phone', '/security/mfa/success', '/security/set-password', '/security/biometrics',
    ]);
    for (const path of tfaPaths) expect(byPath(path)?.requires.features).toEqual(['ACCOUNT_MANAGEMENT']);
  });

  it('requires the flags of the §6 tables', () => {
    expect(byPath('/care-team')?.requires.flags).toEqual(['careTeamUX']);
    expect(byPath('/providers')?.requires.flags).toEqual(['myProvidersUX']);
    expect(byPath('/coverage-details')?.requires.flags).toEqual(['showHraAccumulator']);
    expect(byPath('/repayment-requests')?.requires.flags).toEqual(['showMemberOverpayments']);
    expect(byPath('/reimbursements')?.requires.flags).toEqual(['bankAccountLinkingUX']);
  });

  it('requires the features of the §6 tables', () => {
    const features = (path: string) => byPath(path)?.requires.features;
    expect(features('/benefit')).toEqual(['INCENTIVE_FEATURE']);
    expect(features('/coverage-details')).toEqual(['INCENTIVE_FEATURE']);
    expect(features('/claims')).toEqual(['VIEW_CLAIMS']);
    expect(features('/claim-details/:id/appeal/:step')).toEqual(['VIEW_CLAIMS']);
    expect(features('/repayment-requests')).toEqual(['VIEW_CLAIMS']);
    expect(features('/claims/new')).toEqual(['SUBMIT_CLAIMS']);
    expect(features('/messages/:threadId')).toEqual(['CONCIERGE']);
    expect(features('/get-support/:category')).toEqual(['CONCIERGE']);
    expect(features('/search')).toEqual(['SEARCH']);
    expect(features('/recommendations/:recommendationId')).toEqual(['SEARCH']);
    expect(features('/providers')).toEqual(['ACCOUNT_MANAGEMENT', 'SEARCH']);
    expect(features('/reimbursements/check-confirmation')).toEqual(['HRA']);
    expect(features('/plaid-oauth')).toEqual(['HRA']);
  });

  it('requires nothing for /home, /verification, /benefit-access, /notifications/:ruleId', () => {
    for (const path of ['/home', '/verification', '/benefit-access', '/notifications/:ruleId']) {
      expect([path, byPath(path)?.requires]).toEqual([path, { features: [], flags: [] }]);
    }
  });

  it('lets inactive accounts see only /home and messages; /get-support* goes to a new thread', () => {
    const allowed = PRIVATE_ROUTES.filter((route) => route.whenInactive === 'allow').map((route) => route.path);
    expect(allowed).toEqual(['/home', '/messages', '/messages/:threadId']);
    const newThread = PRIVATE_ROUTES.filter((route) => route.whenInactive === 'redirectNewThread').map((route) => route.path);
    expect(newThread).toEqual(['/get-support', '/get-support/:category', '/get-support/:category/:subcategory']);
  });

  it('gates the ID card like coverage details, on the incentive feature, without the accumulator flag, and names it for analytics', () => {
    expect(byPath('/id-card')).toMatchObject({ requires: { features: ['INCENTIVE_FEATURE'], flags: [] }, title: 'idCard', tab: null });
  });

  it('assigns owners by domain', () => {
    const owner = (path: string) => ROUTE_TABLE.find((route) => route.path === path)?.owner;
    expect([owner('/account'), owner('/security/mfa'), owner('/verification'), owner('/sign-up/dob'), owner('/recover-email')]).toEqual(Array(5).fill('mfe_auth'));
    expect([owner('/home'), owner('/benefit'), owner('/coverage-details'), owner('/id-card'), owner('/notifications/:ruleId')]).toEqual(Array(5).fill('mfe_home_onboarding'));
    expect([owner('/messages'), owner('/get-support')]).toEqual(['mfe_messages', 'mfe_messages']);
    expect([owner('/claims'), owner('/claim-details/:id'), owner('/repayment-requests')]).toEqual(Array(3).fill('mfe_claims'));
    expect([owner('/reimbursements'), owner('/plaid-oauth')]).toEqual(['mfe_reimbursements', 'mfe_reimbursements']);
    expect([owner('/search'), owner('/care-team'), owner('/providers'), owner('/recommendations/:recommendationId')]).toEqual(Array(4).fill('mfe_search_careteam'));
    expect([owner('/faq'), owner('/sitemap'), owner('/info/:context')]).toEqual(['shell', 'shell', 'shell']);
  });
});

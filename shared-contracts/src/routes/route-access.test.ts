import type { Account } from '../account/account';
import type { AccountFeature, ProductFeature } from '../account/product-features';
import type { AuthStatus } from '../identity/session';
import { deriveAccountFeatures } from '../features/derive-features';
import { FLAG_KEYS, type FlagValues } from '../flags/flag-definitions';
import { resolveFlags } from '../flags/resolve-flags';
import { makeAccount } from '../testing/account-fixture';
import { matchRoute } from './match-route';
import { decideRouteAccess, type RouteDecision } from './route-access';
import { PRIVATE_ROUTES, PUBLIC_ROUTES } from './route-table';

const ALL_FLAGS_ON: FlagValues = resolveFlags(Object.fromEntries(FLAG_KEYS.map((key) => [key, true])));
const DEFAULT_FLAGS: FlagValues = resolveFlags({});

interface Persona {
  account: Account;
  flags: FlagValues;
}

const persona = (productFeatures: ProductFeature[], overrides: Partial<Omit<Account, 'productFeatures'>>, flags: FlagValues): Persona => ({
  account: makeAccount({ productFeatures, ...overrides }),
  flags,
});

const PERSONAS = {
  searchOnly: persona(['SEARCH'], {}, ALL_FLAGS_ON),
  hraPrimary: persona(['HRA', 'SEARCH', 'CONCIERGE'], { canMemberSubmitClaim: true }, ALL_FLAGS_ON),
  inactive: persona(['HRA', 'SEARCH', 'CONCIERGE'], { canMemberSubmitClaim: true, status: 'inactive', isVerified: false }, ALL_FLAGS_ON),
  created: persona(['HRA', 'SEARCH', 'CONCIERGE'], { canMemberSubmitClaim: true, status: 'created', isVerified: false }, ALL_FLAGS_ON),
  tiered: persona(['TIERED_DEDUCTIBLE', 'SEARCH'], {}, ALL_FLAGS_ON),
  spouse: persona(['HRA', 'SEARCH', 'CONCIERGE'], { relationshipCode: 'Spouse', allowAccountManagement: false }, DEFAULT_FLAGS),
} as const;

type PersonaName = keyof typeof PERSONAS;
const PERSONA_ORDER: PersonaName[] = ['searchOnly', 'hraPrimary', 'inactive', 'created', 'tiered', 'spouse'];

/** A allow · N notFound · H → /home · T → /messages/new · V → /verification */
type Code = 'A' | 'N' | 'H' | 'T' | 'V';
const CODE_TO_DECISION: Record<Code, RouteDecision> = {
  A: { kind: 'allow' },
  N: { kind: 'notFound' },
  H: { kind: 'redirect', to: '/home' },
  T: { kind: 'redirect', to: '/messages/new' },
  V: { kind: 'redirect', to: '/verification' },
};

/** One concrete pathname per private route; columns: searchOnly, hraPrimary, inactive, created, tiered, spouse. */
const EXPECTED: Record<string, string> = {
  '/account': 'A A H V A N',
  '/delete-account': 'A A H V A N',
  '/settings': 'A A H V A N',
  '/security': 'A A H V A N',
  '/security/mfa': 'A A H V A N',
  '/security/mfa/code': 'A A H V A N',
  '/security/mfa/phone': 'A A H V A N',
  '/security/mfa/success': 'A A H V A N',
  '/security/set-password': 'A A H V A N',
  '/security/biometrics': 'A A H V A N',
  '/benefit': 'N A H V A A',
  '/benefit-access': 'A A H V A A',
  '/benefit/info/hsa': 'N A H V A A',
  '/coverage-details': 'N A H V A N',
  '/care-team': 'N A H V N N',
  '/claims': 'N A H V A A',
  '/claims/new': 'N A H V N N',
  '/claim-details/c1': 'N A H V A A',
  '/claim-details/c1/appeal/explain-reason': 'N A H V A A',
  '/repayment-requests': 'N A H V A N',
  '/get-support': 'N A T V N A',
  '/get-support/billing': 'N A T V N A',
  '/get-support/billing/card': 'N A T V N A',
  '/home': 'A A A V A A',
  '/messages': 'N A A V N A',
  '/messages/t-42': 'N A A V N A',
  '/notifications/rule-1': 'A A H V A A',
  '/plaid-oauth': 'N A H V N N',
  '/providers': 'A A H V A N',
  '/providers/p1': 'A A H V A N',
  '/recommendations/r1': 'A A H V A A',
  '/recommendations/r1/provider/p1': 'A A H V A A',
  '/reimbursements': 'N A H V N N',
  '/reimbursements/check-confirmation': 'N A H V N N',
  '/reimbursements/direct-deposit-success': 'N A H V N N',
  '/reimbursements/setup-direct-deposit-later': 'N A H V N N',
  '/search': 'A A H V A A',
  '/verification': 'A A H A A A',
  '/complete-account': 'H H H H H H',
  // Gated on the incentive feature as /coverage-details, without its accumulator flag: the spouse has a card.
  '/id-card': 'N A H V A A',
};

function decide(pathname: string, name: PersonaName, search = ''): RouteDecision {
  const { account, flags } = PERSONAS[name];
  return decideRouteAccess({ pathname, search, status: 'authenticated', account, features: deriveAccountFeatures(account, flags), flags });
}

const anonymous = (pathname: string, search = '', status: AuthStatus = 'unauthenticated') =>
  decideRouteAccess({ pathname, search, status, account: null, features: new Set<AccountFeature>(), flags: DEFAULT_FLAGS });

describe('decideRouteAccess — the whole private table for each persona', () => {
  it('has one sample path for every private route', () => {
    const covered = new Set(Object.keys(EXPECTED).map((path) => matchRoute(path)?.route.path));
    expect([...covered].sort()).toEqual(PRIVATE_ROUTES.map((route) => route.path).sort());
  });

  for (const [pathname, codes] of Object.entries(EXPECTED)) {
    const expected = codes.split(' ') as Code[];
    PERSONA_ORDER.forEach((name, index) => {
      const code = expected[index] as Code;
      it(`${pathname} for ${name} → ${code}`, () => {
        expect(decide(pathname, name)).toEqual(CODE_TO_DECISION[code]);
      });
    });
  }
});

describe('decideRouteAccess — unauthenticated', () => {
  it.each(Object.keys(EXPECTED))('%s goes to / keeping path and query', (pathname) => {
    expect(anonymous(pathname, '?a=1')).toEqual({
      kind: 'redirect',
      to: `/?redirect=${encodeURIComponent(`${pathname}?a=1`)}`,
    });
  });

  it('after an explicit sign-out, a private page leads to /?state=signed-out, not to sign-in with the page kept', () => {
    expect(decideRouteAccess({ pathname: '/delete-account', search: '?a=1', status: 'unauthenticated', signedOut: true, account: null, features: new Set(), flags: resolveFlags({}) })).toEqual({
      kind: 'redirect',
      to: '/?state=signed-out',
    });
  });

  it('waits while the session is being read or an sso return is processed', () => {
    expect(anonymous('/claims', '', 'querying')).toEqual({ kind: 'pending' });
    expect(anonymous('/claims', '', 'sso')).toEqual({ kind: 'pending' });
  });

  it('waits while authenticated but the account is not loaded yet', () => {
    expect(anonymous('/claims', '', 'authenticated')).toEqual({ kind: 'pending' });
  });
});

describe('decideRouteAccess — public routes', () => {
  const pages = PUBLIC_ROUTES.filter((route) => route.kind !== 'redirect-to-root-keeping-query' && route.kind !== 'redirect-to-sign-up' && route.path !== '/');
  it.each(pages.map((route) => route.path.replace(':sponsor', 'acme').replace(':context', 'about')))('%s is open to anyone', (pathname) => {
    expect(anonymous(pathname)).toEqual({ kind: 'allow' });
    expect(decide(pathname, 'hraPrimary')).toEqual({ kind: 'allow' });
  });

  it.each(['/sign-in', '/welcome', '/welcome/acme'])('%s redirects to / keeping the query', (pathname) => {
    expect(anonymous(pathname, '?email=x&state=sign-in')).toEqual({ kind: 'redirect', to: '/?email=x&state=sign-in' });
    expect(anonymous(pathname)).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each(['/sign-up', '/sign-up/client-org'])('%s redirects to / with state=sign-up, keeping client_id', (pathname) => {
    expect(anonymous(pathname)).toEqual({ kind: 'redirect', to: '/?state=sign-up' });
    expect(anonymous(pathname, '?client_id=5')).toEqual({ kind: 'redirect', to: '/?client_id=5&state=sign-up' });
  });

  it('shows / to a signed-out visitor', () => {
    expect(anonymous('/')).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in member at / to the kept target, else /home', () => {
    expect(decide('/', 'hraPrimary')).toEqual({ kind: 'redirect', to: '/home' });
    expect(decide('/', 'hraPrimary', '?redirect=%2Fclaims%3Fx%3D1')).toEqual({ kind: 'redirect', to: '/claims?x=1' });
    expect(decide('/', 'hraPrimary', '?redirect=%2F%2Fevil.example')).toEqual({ kind: 'redirect', to: '/home' });
  });
});

describe('decideRouteAccess — base-to-buy-up (access §2.6)', () => {
  const baseAccount = makeAccount({ productFeatures: ['HRA', 'CONCIERGE'], allowAccountManagement: true, hasUserSetPassword: false, email: null });
  const decideFor = (pathname: string, account: Account, ssoProviderName: string | null) =>
    decideRouteAccess({ pathname, status: 'authenticated', account, ssoProviderName, features: deriveAccountFeatures(account, ALL_FLAGS_ON), flags: ALL_FLAGS_ON });

  it('sends every private page to /complete-account until the account is completed', () => {
    for (const path of ['/home', '/claims', '/messages', '/verification', '/security/set-password']) {
      expect(decideFor(path, baseAccount, 'bnft')).toEqual({ kind: 'redirect', to: '/complete-account' });
    }
    expect(decideFor('/complete-account', baseAccount, 'EnrollmentHub')).toEqual({ kind: 'allow' });
  });

  it('comes before the status gates (created and inactive base accounts complete first)', () => {
    for (const status of ['created', 'inactive'] as const) {
      const account = { ...baseAccount, status };
      expect(decideFor('/home', account, 'bnft')).toEqual({ kind: 'redirect', to: '/complete-account' });
      expect(decideFor('/complete-account', account, 'bnft')).toEqual({ kind: 'allow' });
    }
  });

  it('leaves other members alone and sends them from /complete-account to /home', () => {
    const cases: [Account, string | null][] = [
      [baseAccount, 'Google'],
      [baseAccount, null],
      [{ ...baseAccount, hasUserSetPassword: true }, 'bnft'],
      [{ ...baseAccount, email: 'member@example.com' }, 'bnft'],
    ];
    for (const [account, provider] of cases) {
      expect(decideFor('/home', account, provider)).toEqual({ kind: 'allow' });
      expect(decideFor('/complete-account', account, provider)).toEqual({ kind: 'redirect', to: '/home' });
    }
  });

  it('leaves public pages open (the terms and privacy links of the screen)', () => {
    expect(decideFor('/terms-of-service', baseAccount, 'bnft')).toEqual({ kind: 'allow' });
    expect(decideFor('/privacy-policy', baseAccount, 'bnft')).toEqual({ kind: 'allow' });
  });
});

describe('decideRouteAccess — unknown paths', () => {
  it('are notFound for everyone', () => {
    expect(anonymous('/nope')).toEqual({ kind: 'notFound' });
    expect(decide('/nope', 'hraPrimary')).toEqual({ kind: 'notFound' });
    expect(decide('/nope', 'inactive')).toEqual({ kind: 'notFound' });
  });
});

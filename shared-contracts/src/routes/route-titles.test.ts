import { matchRoute } from './match-route';
import { ROUTE_TABLE } from './route-table';
import { ROUTE_TITLE_KEYS, routeTitleKey } from './route-titles';

const titleOf = (path: string, search = '') => {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return routeTitleKey(match.route, search);
};

describe('route titles (WCAG 2.4.2)', () => {
  it('gives every route of the table a known title key', () => {
    for (const route of ROUTE_TABLE) expect(ROUTE_TITLE_KEYS).toContain(route.title);
  });

  it('names the page of each tab root and of a few deeper pages', () => {
    expect(titleOf('/home')).toBe('home');
    expect(titleOf('/claims')).toBe('claims');
    expect(titleOf('/claims/new')).toBe('newClaim');
    expect(titleOf('/claim-details/42')).toBe('claimDetails');
    expect(titleOf('/messages')).toBe('messages');
    expect(titleOf('/settings')).toBe('settings');
    expect(titleOf('/terms-of-service')).toBe('termsOfService');
  });

  it('reads the screen of / from its state, as the root screen does', () => {
    expect(titleOf('/', '?state=sign-in')).toBe('signIn');
    expect(titleOf('/', '?state=signed-out')).toBe('signIn');
    expect(titleOf('/', 'state=sign-up')).toBe('signUp');
    expect(titleOf('/', '')).toBe('welcome');
  });

  it('has a key for every page the shell can show, and no key twice', () => {
    expect(new Set(ROUTE_TITLE_KEYS).size).toBe(ROUTE_TITLE_KEYS.length);
    const used = new Set([...ROUTE_TABLE.map((route) => route.title), 'signIn', 'signUp', 'welcome', 'notFound', 'error']);
    expect(ROUTE_TITLE_KEYS.filter((key) => !used.has(key))).toEqual([]);
  });
});

import { matchRoute } from './match-route';

describe('matchRoute', () => {
  it('matches static paths', () => {
    expect(matchRoute('/claims')?.route.path).toBe('/claims');
    expect(matchRoute('/')?.route.path).toBe('/');
  });

  it('prefers a static segment over a parameter', () => {
    expect(matchRoute('/claims/new')?.route.path).toBe('/claims/new');
    expect(matchRoute('/reimbursements/check-confirmation')?.route.path).toBe('/reimbursements/check-confirmation');
  });

  it('reads and decodes parameters', () => {
    expect(matchRoute('/claim-details/c%201/appeal/reason')).toEqual({
      route: expect.objectContaining({ path: '/claim-details/:id/appeal/:step' }),
      params: { id: 'c 1', step: 'reason' },
    });
    expect(matchRoute('/messages/new')?.params).toEqual({ threadId: 'new' });
  });

  it('ignores a trailing slash and case of static segments', () => {
    expect(matchRoute('/home/')?.route.path).toBe('/home');
    expect(matchRoute('/Home')?.route.path).toBe('/home');
  });

  it('returns null for unknown paths', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/claims/new/extra')).toBeNull();
    expect(matchRoute('/get-support/a/b/c')).toBeNull();
  });
});

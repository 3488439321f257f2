import { remoteForStartupRoute } from './route-preload';

describe('remoteForStartupRoute: the remote to start loading with the config', () => {
  it("is a signed-in member's private route's owner", () => {
    expect(remoteForStartupRoute('/home', true)).toBe('mfe_home_onboarding');
    expect(remoteForStartupRoute('/claims', true)).toBe('mfe_claims');
  });

  it("is the owner of / for a private route without a stored session (the gate's destination)", () => {
    expect(remoteForStartupRoute('/home', false)).toBe(remoteForStartupRoute('/', false));
    expect(remoteForStartupRoute('/', false)).toBe('mfe_auth');
  });

  it('is null for shell pages and unknown paths', () => {
    expect(remoteForStartupRoute('/timeout', false)).toBeNull();
    expect(remoteForStartupRoute('/no/such/page', true)).toBeNull();
  });
});

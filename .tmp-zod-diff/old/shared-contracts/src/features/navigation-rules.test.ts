import { areBannersVisible, isGlobalNavigationVisible, isOnboardingModalShown } from './navigation-rules';

describe('isGlobalNavigationVisible', () => {
  const visible = { authenticated: true, flags: { globalNavUX: true }, desktopHeaderVisible: true, searchOnly: false };
  it('needs authentication, the flag and the desktop header', () => {
    expect(isGlobalNavigationVisible(visible)).toBe(true);
    expect(isGlobalNavigationVisible({ ...visible, authenticated: false })).toBe(false);
    expect(isGlobalNavigationVisible({ ...visible, flags: { globalNavUX: false } })).toBe(false);
    expect(isGlobalNavigationVisible({ ...visible, desktopHeaderVisible: false })).toBe(false);
  });
  it('is hidden for search-only members', () => {
    expect(isGlobalNavigationVisible({ ...visible, searchOnly: true })).toBe(false);
  });
});

describe('areBannersVisible', () => {
  it('hides banners on /home only when global navigation is on', () => {
    expect(areBannersVisible('/home', { globalNavUX: true })).toBe(false);
    expect(areBannersVisible('/home/', { globalNavUX: true })).toBe(false);
    expect(areBannersVisible('/home', { globalNavUX: false })).toBe(true);
    expect(areBannersVisible('/claims', { globalNavUX: true })).toBe(true);
  });
});

describe('isOnboardingModalShown', () => {
  const shown = { flags: { globalNavUX: true }, hasUserViewedOnboardingModal: false, searchOnly: false, hasAccount: true };
  it('shows with global nav, not yet viewed, not search-only, with an account', () => {
    expect(isOnboardingModalShown(shown)).toBe(true);
  });
  it.each([
    ['global nav off', { flags: { globalNavUX: false } }],
    ['already viewed', { hasUserViewedOnboardingModal: true }],
    ['search-only', { searchOnly: true }],
    ['no account', { hasAccount: false }],
  ])('hides when %s', (_, change) => {
    expect(isOnboardingModalShown({ ...shown, ...change })).toBe(false);
  });
});

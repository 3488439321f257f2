import type { AccountFeature } from '../account/product-features';
import {
  areBannersVisible,
  desktopHeaderVariantFor,
  isBottomNavigationVisible,
  isGlobalNavigationVisible,
  isSettingsLinkVisible,
  memberPageHidesGlobalNavigation,
} from './navigation-rules';
import { isOnboardingModalShown } from '../onboarding/onboarding-slides';

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

describe('isBottomNavigationVisible', () => {
  const shown = { authenticated: true, narrowScreen: true, navBarVisible: true, flags: { globalNavUX: true }, tabCount: 3 };
  it('shows on narrow screens for an authenticated member with the bar enabled, the flag on and a link', () => {
    expect(isBottomNavigationVisible(shown)).toBe(true);
  });
  it.each([
    ['signed out', { authenticated: false }],
    ['wide screen', { narrowScreen: false }],
    ['bar disabled', { navBarVisible: false }],
    ['flag off', { flags: { globalNavUX: false } }],
    ['no links (search-only)', { tabCount: 0 }],
  ])('hides when %s', (_, change) => {
    expect(isBottomNavigationVisible({ ...shown, ...change })).toBe(false);
  });
});

describe('isSettingsLinkVisible', () => {
  it('needs an authenticated member with account management', () => {
    expect(isSettingsLinkVisible(true, new Set<AccountFeature>(['ACCOUNT_MANAGEMENT']))).toBe(true);
    expect(isSettingsLinkVisible(true, new Set<AccountFeature>(['HRA']))).toBe(false);
    expect(isSettingsLinkVisible(false, new Set<AccountFeature>(['ACCOUNT_MANAGEMENT']))).toBe(false);
  });
});

describe('desktopHeaderVariantFor', () => {
  it('is home on /home only', () => {
    expect(desktopHeaderVariantFor('/home')).toBe('home');
    expect(desktopHeaderVariantFor('/home/')).toBe('home');
    expect(desktopHeaderVariantFor('/claims')).toBe('default');
  });
});

describe('memberPageHidesGlobalNavigation', () => {
  it('hides it except on tab roots or when forced', () => {
    expect(memberPageHidesGlobalNavigation('/claims/new')).toBe(true);
    expect(memberPageHidesGlobalNavigation('/claims')).toBe(false);
    expect(memberPageHidesGlobalNavigation('/claims/new', true)).toBe(false);
  });
});

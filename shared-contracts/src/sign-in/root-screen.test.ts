import { AUTH_STATUSES } from '../identity/session';
import { BIOMETRIC_AVAILABILITY_STATES, type BiometricAvailabilityState } from '../mount/native-port';
import { readPageState } from '../routes/page-state';
import { ROOT_SCREENS, decideRootScreen, readSsoHandoffProvider, welcomeCarouselDue, type RootScreenInput } from './root-screen';

const web = { isNative: false, biometrics: { state: 'NOT_APPLICABLE', enabled: false } } as const;
const nativeWith = (state: BiometricAvailabilityState, enabled = true) => ({ isNative: true, biometrics: { state, enabled } });
const input = (overrides: Partial<RootScreenInput>): RootScreenInput => ({
  status: 'unauthenticated',
  ...web,
  hasSeenCarousel: false,
  search: '',
  ...overrides,
});

describe('readPageState', () => {
  it('reads the state query value, with or without ?, keeping the others aside', () => {
    expect(readPageState('?state=sign-up&redirect=%2Fclaims')).toBe('sign-up');
    expect(readPageState('redirect=%2Fclaims&state=signed-out')).toBe('signed-out');
  });

  it('treats an absent or empty state as unset', () => {
    expect(readPageState('')).toBeNull();
    expect(readPageState('?')).toBeNull();
    expect(readPageState('?state=')).toBeNull();
    expect(readPageState('?redirect=%2Fhome')).toBeNull();
  });
});

describe('decideRootScreen (access §2.1, row /)', () => {
  it.each(['querying', 'sso', 'authenticated'] as const)('shows the splash loading page while the status is %s', (status) => {
    expect(decideRootScreen(input({ status }))).toBe('loading');
    expect(decideRootScreen(input({ status, ...nativeWith('AVAILABLE'), search: '?state=sign-up' }))).toBe('loading');
  });

  describe('on the web', () => {
    it('shows the welcome carousel with no carousel-seen flag and no state', () => {
      expect(decideRootScreen(input({}))).toBe('carousel');
      expect(decideRootScreen(input({ search: '?redirect=%2Fclaims' }))).toBe('carousel');
    });

    it('redirects to state=sign-in once the carousel was seen', () => {
      expect(decideRootScreen(input({ hasSeenCarousel: true }))).toBe('redirectToSignInState');
      expect(decideRootScreen(input({ hasSeenCarousel: true, search: '?redirect=%2Fclaims' }))).toBe('redirectToSignInState');
    });

    it.each([false, true])('with a state, never the carousel (seen: %s)', (hasSeenCarousel) => {
      expect(decideRootScreen(input({ hasSeenCarousel, search: '?state=sign-up' }))).toBe('signUp');
      expect(decideRootScreen(input({ hasSeenCarousel, search: '?state=sign-in' }))).toBe('signIn');
      expect(decideRootScreen(input({ hasSeenCarousel, search: '?state=signed-out' }))).toBe('signIn');
      expect(decideRootScreen(input({ hasSeenCarousel, search: '?state=anything-else' }))).toBe('signIn');
    });
  });

  describe('in the native app', () => {
    it('shows the biometrics splash when biometrics is enabled and the state is signed-out or unset', () => {
      expect(decideRootScreen(input({ ...nativeWith('AVAILABLE') }))).toBe('biometricsSplash');
      expect(decideRootScreen(input({ ...nativeWith('AVAILABLE'), search: '?state=signed-out' }))).toBe('biometricsSplash');
      expect(decideRootScreen(input({ ...nativeWith('AVAILABLE'), search: '?redirect=%2Fhome' }))).toBe('biometricsSplash');
    });

    it('does not show the splash for state sign-in or sign-up', () => {
      expect(decideRootScreen(input({ ...nativeWith('AVAILABLE'), search: '?state=sign-in' }))).toBe('signIn');
      expect(decideRootScreen(input({ ...nativeWith('AVAILABLE'), search: '?state=sign-up' }))).toBe('signUp');
    });

    it('shows the splash loading page while biometric availability is loading, where the splash could follow', () => {
      expect(decideRootScreen(input({ ...nativeWith('LOADING', false) }))).toBe('loading');
      expect(decideRootScreen(input({ ...nativeWith('LOADING', false), search: '?state=signed-out' }))).toBe('loading');
      expect(decideRootScreen(input({ ...nativeWith('LOADING', false), search: '?state=sign-in' }))).toBe('signIn');
      expect(decideRootScreen(input({ ...nativeWith('LOADING', false), search: '?state=sign-up' }))).toBe('signUp');
    });

    it.each(['AVAILABLE', 'UNAVAILABLE', 'ERROR', 'NOT_APPLICABLE'] as const)('without enabled biometrics (%s) shows sign-in, never the carousel', (state) => {
      expect(decideRootScreen(input({ ...nativeWith(state, false) }))).toBe('signIn');
      expect(decideRootScreen(input({ ...nativeWith(state, false), hasSeenCarousel: true }))).toBe('signIn');
    });
  });

  describe('single sign-on handoff links', () => {
    it('reads a known provider from identity_provider, case-insensitively, and ignores unknown ones', () => {
      expect(readSsoHandoffProvider('?identity_provider=BNFT')).toBe('bnft');
      expect(readSsoHandoffProvider('state=sign-in&identity_provider=google')).toBe('Google');
      expect(readSsoHandoffProvider('?identity_provider=evil-idp')).toBeNull();
      expect(readSsoHandoffProvider('')).toBeNull();
    });

    it('goes on to the provider before any other signed-out screen, only for a signed-out visitor', () => {
      expect(decideRootScreen(input({ search: '?identity_provider=bnft' }))).toBe('ssoHandoff');
      expect(decideRootScreen(input({ search: '?identity_provider=bnft&state=sign-up', ...nativeWith('AVAILABLE') }))).toBe('ssoHandoff');
      expect(decideRootScreen(input({ search: '?identity_provider=bnft', status: 'authenticated' }))).toBe('loading');
      expect(decideRootScreen(input({ search: '?identity_provider=nobody' }))).toBe('carousel');
    });
  });

  describe('every combination', () => {
    const searches = ['', '?state=sign-in', '?state=sign-up', '?state=signed-out', '?state=other', '?redirect=%2Fhome'];
    const combinations = AUTH_STATUSES.flatMap((status) =>
      [false, true].flatMap((isNative) =>
        BIOMETRIC_AVAILABILITY_STATES.flatMap((state) =>
          [false, true].flatMap((enabled) =>
            [false, true].flatMap((hasSeenCarousel) =>
              searches.map((search): RootScreenInput => ({ status, isNative, biometrics: { state, enabled }, hasSeenCarousel, search })),
            ),
          ),
        ),
      ),
    );

    it('always decides one of the screens', () => {
      for (const combination of combinations) expect(ROOT_SCREENS).toContain(decideRootScreen(combination));
    });

    it('shows the carousel or redirects only on the web, signed out, with no state', () => {
      for (const combination of combinations) {
        const screen = decideRootScreen(combination);
        if (screen !== 'carousel' && screen !== 'redirectToSignInState') continue;
        expect(combination).toMatchObject({ status: 'unauthenticated', isNative: false });
        expect(readPageState(combination.search)).toBeNull();
        expect(screen).toBe(combination.hasSeenCarousel ? 'redirectToSignInState' : 'carousel');
      }
    });

    it('shows the biometrics splash only natively, with enabled available biometrics, state signed-out or unset', () => {
      for (const combination of combinations) {
        if (decideRootScreen(combination) !== 'biometricsSplash') continue;
        expect(combination).toMatchObject({ status: 'unauthenticated', isNative: true, biometrics: { state: 'AVAILABLE', enabled: true } });
        expect([null, 'signed-out']).toContain(readPageState(combination.search));
      }
    });

    it('shows sign-up exactly for a signed-out visitor with state=sign-up (no biometrics loading in the way)', () => {
      for (const combination of combinations) {
        const expected = combination.status === 'unauthenticated' && combination.search === '?state=sign-up';
        expect(decideRootScreen(combination) === 'signUp').toBe(expected);
      }
    });

    it('welcomeCarouselDue (the shell\'s early hint) agrees with the decision for every signed-out visitor no handoff link sends away', () => {
      for (const combination of combinations.filter((c) => c.status === 'unauthenticated' && !readSsoHandoffProvider(c.search))) {
        expect(welcomeCarouselDue(combination)).toBe(decideRootScreen(combination) === 'carousel');
      }
    });

    it('never shows the carousel in the native app, whatever the flag', () => {
      const screens = combinations.filter((combination) => combination.isNative).map(decideRootScreen);
      expect(screens).not.toContain('carousel');
      expect(screens).not.toContain('redirectToSignInState');
    });
  });
});

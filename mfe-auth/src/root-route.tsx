import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { lazyWithScreenStrings } from './common/screen-strings';
import { Navigate, useLocation } from '@member/router';
import { useRemoteProps } from '@member/remote-runtime';
import { decideRootScreen, hasSeenCarousel } from '@member/shared-contracts/sign-in';
import { REDIRECT_QUERY_KEY } from '@member/shared-contracts/routes';
import { signInFlowStore } from './common/sign-in-flow.store';
import { rootPathWithState } from './common/sign-in-state-path';
import { SplashLoadingScreen } from './common/splash-loading.screen';
import { SignInFlowScreen } from './sign-in/sign-in-flow.screen';
import { useScreenChunk } from './common/use-screen-chunk';

// Screens a returning visitor on the web never sees load on demand, so the sign-in screen stays light.
const BiometricsSplashScreen = lazy(() =>
  import(/* webpackChunkName: "biometrics-splash" */ './sign-in/biometrics-splash.screen').then((m) => ({ default: m.BiometricsSplashScreen })),
);
// With the screen strings: the existing-email check's notices are screen copy (signUpSteps).
const SignUpEmailScreen = lazyWithScreenStrings(() => import(/* webpackChunkName: "sign-up" */ './sign-up/sign-up-email.screen').then((m) => m.SignUpEmailScreen));
const SsoHandoffScreen = lazy(() => import(/* webpackChunkName: "sso-handoff" */ './sso-handoff/sso-handoff.screen').then((m) => ({ default: m.SsoHandoffScreen })));
const loadWelcomeCarouselScreen = () =>
  import(/* webpackChunkName: "welcome-carousel" */ './welcome-carousel/welcome-carousel.screen').then((m) => m.WelcomeCarouselScreen);

/**
 * `/` (access §2.1): the decision is `decideRootScreen` in shared-contracts (session status, native app,
 * biometric availability, the carousel-seen flag, the `state` query); this renders its outcome.
 */
export function RootRoute() {
  const { session, native } = useRemoteProps();
  const { search } = useLocation();
  const screen = decideRootScreen({
    status: session.status,
    isNative: native.isNative,
    biometrics: native.biometrics,
    hasSeenCarousel: hasSeenCarousel(),
    search,
  });
  // The sign-in state's redirectPath (access §3) is the page the route gate kept in `redirect` (access §2.8).
  // Read as it is: whoever leads there (the gate, the shell's /sso return) accepts same-origin paths only,
  // and the check stays off this first load.
  // Not under Suspense: its first slide is the first visit's largest paint (common/use-screen-chunk.ts).
  const carousel = useScreenChunk(loadWelcomeCarouselScreen, screen === 'carousel');
  useEffect(() => signInFlowStore.getState().setRedirectPath(new URLSearchParams(search).get(REDIRECT_QUERY_KEY)), [search]);

  return <Suspense fallback={<SplashLoadingScreen />}>{renderScreen(screen, search, carousel)}</Suspense>;
}

function renderScreen(screen: ReturnType<typeof decideRootScreen>, search: string, carousel: ReturnType<typeof useScreenChunk<{ signIn: ReactNode }>>) {
  switch (screen) {
    case 'loading':
      return <SplashLoadingScreen />;
    case 'ssoHandoff':
      return <SsoHandoffScreen />;
    case 'biometricsSplash':
      return <BiometricsSplashScreen />;
    case 'carousel':
      // A carousel that cannot load is skipped, as one whose content cannot load (access §2.5).
      if (carousel.kind === 'loading') return <SplashLoadingScreen />;
      return carousel.kind === 'loaded' ? <carousel.Screen signIn={<SignInFlowScreen />} /> : <SignInFlowScreen />;
    case 'redirectToSignInState':
      return <Navigate to={rootPathWithState(search, 'sign-in')} replace />;
    case 'signUp':
      return <SignUpEmailScreen />;
    case 'signIn':
      return <SignInFlowScreen />;
  }
}

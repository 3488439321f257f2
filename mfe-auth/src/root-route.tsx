import { Navigate, useLocation } from '@member/router';
import { useRemoteProps } from '@member/remote-runtime';
import { decideRootScreen } from '@member/shared-contracts';
import { BiometricsSplashScreen } from './biometrics-splash/biometrics-splash.screen';
import { rootPathWithState } from './root/sign-in-state-path';
import { SplashLoadingScreen } from './root/splash-loading.screen';
import { SignInFlowScreen } from './sign-in-flow/sign-in-flow.screen';
import { SignUpEmailScreen } from './sign-up/sign-up-email.screen';
import { hasSeenCarousel } from './welcome-carousel/carousel-seen';
import { WelcomeCarouselScreen } from './welcome-carousel/welcome-carousel.screen';

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

  switch (screen) {
    case 'loading':
      return <SplashLoadingScreen />;
    case 'biometricsSplash':
      return <BiometricsSplashScreen />;
    case 'carousel':
      return <WelcomeCarouselScreen />;
    case 'redirectToSignInState':
      return <Navigate to={rootPathWithState(search, 'sign-in')} replace />;
    case 'signUp':
      return <SignUpEmailScreen />;
    case 'signIn':
      return <SignInFlowScreen />;
  }
}

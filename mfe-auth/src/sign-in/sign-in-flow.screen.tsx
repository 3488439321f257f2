import { Suspense, useEffect, useState } from 'react';
import { lazyWithScreenStrings } from '../common/screen-strings';
import { SplashLoadingScreen } from '../common/splash-loading.screen';
import { SignInScreen } from './sign-in.screen';
import { signInFlowStore, useSignInFlowStore } from '../common/sign-in-flow.store';

// The challenge steps (and the password rules and strength helper of the new-password step) load when a
// sign-in asks for them, not with the sign-in screen.
const MfaCodeScreen = lazyWithScreenStrings(() => import(/* webpackChunkName: "sign-in-challenges" */ './mfa-code.screen').then((m) => m.MfaCodeScreen));
const NewPasswordScreen = lazyWithScreenStrings(() =>
  import(/* webpackChunkName: "sign-in-challenges" */ './new-password.screen').then((m) => m.NewPasswordScreen),
);
const EnableBiometricsPromptScreen = lazyWithScreenStrings(() =>
  import(/* webpackChunkName: "sign-in-challenges" */ './enable-biometrics-prompt.screen').then((m) => m.EnableBiometricsPromptScreen),
);

/**
 * `/` for a signed-out member: the step of the sign-in flow that is open. Steps are in-memory state, not
 * routes, so the URL (and the query the shell keeps the requested path in) never changes.
 */
export function SignInFlowScreen() {
  const step = useSignInFlowStore((state) => state.step);
  const [firstStep] = useState(step);
  const [hasChangedStep, setHasChangedStep] = useState(false);
  if (step !== firstStep && !hasChangedStep) setHasChangedStep(true);

  // Leaving the remote (signed in, or another route) drops the password, code destination and banner.
  useEffect(() => () => signInFlowStore.getState().leave(), []);

  switch (step) {
    case 'mfa':
      return (
        <Suspense fallback={<SplashLoadingScreen />}>
          <MfaCodeScreen />
        </Suspense>
      );
    case 'new-password':
      return (
        <Suspense fallback={<SplashLoadingScreen />}>
          <NewPasswordScreen />
        </Suspense>
      );
    case 'biometrics-prompt':
      return (
        <Suspense fallback={<SplashLoadingScreen />}>
          <EnableBiometricsPromptScreen />
        </Suspense>
      );
    case 'sign-in':
      return <SignInScreen focusHeadingOnMount={hasChangedStep} />;
  }
}

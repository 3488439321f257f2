import { useEffect, useState } from 'react';
import { MfaCodeScreen } from '../mfa/mfa-code.screen';
import { NewPasswordScreen } from '../new-password/new-password.screen';
import { SignInScreen } from '../sign-in/sign-in.screen';
import { signInFlowStore, useSignInFlowStore } from './sign-in-flow.store';

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
      return <MfaCodeScreen />;
    case 'new-password':
      return <NewPasswordScreen />;
    case 'sign-in':
      return <SignInScreen focusHeadingOnMount={hasChangedStep} />;
  }
}

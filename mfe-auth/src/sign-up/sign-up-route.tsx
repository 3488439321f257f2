import type { ComponentType } from 'react';
import { Navigate, useLocation } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { SIGN_UP_STEP_PATHS, firstMissingStepBefore, signUpStepOfPath, type SignUpStep } from '@member/shared-contracts/sign-up';
import { rootPathWithState } from '../common/sign-in-state-path';
import { DobStepScreen } from './dob-step.screen';
import { EmployerStepScreen } from './employer-step.screen';
import { IdentifierStepScreen } from './identifier-step.screen';
import { NameStepScreen } from './name-step.screen';
import { PasswordStepScreen } from './password-step.screen';
import { PhoneStepScreen } from './phone-step.screen';
import { signUpStore } from './sign-up.store';
import { stepQuery } from './use-sign-up-navigation';
import { useSignUpSteps } from './use-sign-up-steps';

const SCREENS: Record<SignUpStep, ComponentType> = {
  employer: EmployerStepScreen,
  name: NameStepScreen,
  dob: DobStepScreen,
  identifier: IdentifierStepScreen,
  phone: PhoneStepScreen,
  password: PasswordStepScreen,
};

/**
 * The segmented sign-up's steps (/sign-up/employer … /sign-up/password; one lazy chunk). A direct visit
 * to a step whose earlier steps are not answered goes to the first missing one (the email screen when
 * there is no email); the password step of a social sign-up goes to its last step.
 */
export function SignUpRoute() {
  const { pathname, search } = useLocation();
  const steps = useSignUpSteps();
  const step = signUpStepOfPath(pathname);
  if (!step) return <NotFoundScreen />;
  if (!steps.includes(step)) return <Navigate to={`${SIGN_UP_STEP_PATHS[steps[steps.length - 1]!]}${stepQuery(search)}`} replace />;
  const missing = firstMissingStepBefore(step, steps, signUpStore.getState());
  if (missing === 'email') return <Navigate to={rootPathWithState(search, 'sign-up')} replace />;
  if (missing) return <Navigate to={`${SIGN_UP_STEP_PATHS[missing]}${stepQuery(search)}`} replace />;
  const Screen = SCREENS[step];
  return <Screen key={step} />;
}

import { isSocialProvider } from '../features/social-providers';

/**
 * The segmented sign-up's steps after the email (access §2.1 "/sign-up/dob, /sign-up/employer,
 * /sign-up/name, /sign-up/password, /sign-up/phone, /sign-up/identifier"). Order (decision, spec silent):
 * employer, name, date of birth, identifier, phone, password.
 */
export const SIGN_UP_STEPS = ['employer', 'name', 'dob', 'identifier', 'phone', 'password'] as const;
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];

export const SIGN_UP_STEP_PATHS: Record<SignUpStep, string> = {
  employer: '/sign-up/employer',
  name: '/sign-up/name',
  dob: '/sign-up/dob',
  identifier: '/sign-up/identifier',
  phone: '/sign-up/phone',
  password: '/sign-up/password',
};

export function signUpStepOfPath(pathname: string): SignUpStep | null {
  const found = SIGN_UP_STEPS.find((step) => SIGN_UP_STEP_PATHS[step] === pathname.replace(/\/+$/, ''));
  return found ?? null;
}

/**
 * The steps this sign-up goes through: every step, but no password step when the sign-up carries a
 * social sso provider ("Social providers ... prevent a user-set password at sign-up", access §6).
 */
export function signUpStepsFor(ssoProviderName: string | null | undefined): readonly SignUpStep[] {
  return isSocialProvider(ssoProviderName) ? SIGN_UP_STEPS.filter((step) => step !== 'password') : SIGN_UP_STEPS;
}

/** What a step needs to have been answered (the segmented sign-up state of access §3). */
export interface SignUpProgress {
  email: string;
  clientOrg: { id: number; name: string } | null;
  firstAndLastName: { firstName: string; lastName: string } | null;
  dateOfBirth: string;
  identificationCode: string;
  phoneNumber: string;
}

const ANSWERED: Record<Exclude<SignUpStep, 'password'>, (progress: SignUpProgress) => boolean> = {
  employer: (progress) => progress.clientOrg !== null,
  name: (progress) => Boolean(progress.firstAndLastName?.firstName.trim() && progress.firstAndLastName.lastName.trim()),
  dob: (progress) => progress.dateOfBirth.trim() !== '',
  identifier: (progress) => progress.identificationCode.trim() !== '',
  phone: (progress) => progress.phoneNumber.trim() !== '',
};

/**
 * Where a direct visit to `step` has to go instead: the first earlier step not answered yet, `'email'`
 * when even the email is missing, or null when every earlier step is answered.
 */
export function firstMissingStepBefore(step: SignUpStep, steps: readonly SignUpStep[], progress: SignUpProgress): SignUpStep | 'email' | null {
  if (progress.email.trim() === '') return 'email';
  for (const earlier of steps) {
    if (earlier === step) return null;
    if (earlier !== 'password' && !ANSWERED[earlier](progress)) return earlier;
  }
  return null;
}

/** "Step N of M" (1-based N), and the steps before and after `step` in this sign-up. */
export function signUpStepPosition(step: SignUpStep, steps: readonly SignUpStep[]) {
  const index = steps.indexOf(step);
  return {
    number: index + 1,
    count: steps.length,
    previous: index > 0 ? steps[index - 1]! : null,
    next: index >= 0 && index < steps.length - 1 ? steps[index + 1]! : null,
  };
}

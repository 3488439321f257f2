// From 'zustand' itself (the MF-shared singleton).
import { createStore, useStore } from 'zustand';
import type { ClientOrganization } from '@member/shared-contracts/account';
import type { SignUpFailure, SignUpProgress } from '@member/shared-contracts/sign-up';

/**
 * The segmented sign-up state (access §3: clientOrg, firstAndLastName, phoneNumber, dateOfBirth,
 * identificationCode, clientOrgs list) plus the email of the start screen. In memory only — never in the
 * URL, storage, logs or analytics — so Back and a revisit keep what was typed. The password is kept only
 * once the identity user exists (`createdIdentity`), so a retry after a failed sign-in signs in with it
 * instead of creating the user again.
 */
export interface SignUpState extends SignUpProgress {
  clientOrg: ClientOrganization | null;
  /** The organisations the employer step last offered (the sign-up link's lookup or the search). */
  clientOrgs: ClientOrganization[];
  /** The sign-up link lookup the organisations answer (`employerLookupKey`: it runs once per link). */
  clientOrgsLookedUpFor: string | null;
  /**
   * The terms checkbox of the step that creates the account (access §5 "Terms checkbox hasAcceptedTerms
   * required"), kept like every answer so Back and a retry do not lose it.
   */
  hasAcceptedTerms: boolean;
  /** Account creation's progress: kept here, as the screen may remount while the session changes. */
  creation: CreationPhase;
  /**
   * The identity user this sign-up created, with its password, until the flow ends (memory only), and the
   * single sign-on provider it was created for (its steps stay without a password once the sign-on is linked).
   */
  createdIdentity: { username: string; secret: string; provider: string | null } | null;
  update(values: Partial<Omit<SignUpState, 'update' | 'reset'>>): void;
  reset(): void;
}

export type CreationProblem = SignUpFailure | 'notVerified';
type CreationPhase =
  | { kind: 'idle' }
  | { kind: 'creating' }
  | { kind: 'signedIn' }
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'failed'; problem: CreationProblem; attempt: number };

const INITIAL = {
  email: '',
  clientOrg: null,
  clientOrgs: [],
  clientOrgsLookedUpFor: null,
  firstAndLastName: null,
  dateOfBirth: '',
  identificationCode: '',
  phoneNumber: '',
  hasAcceptedTerms: false,
  creation: { kind: 'idle' },
  createdIdentity: null,
} satisfies Omit<SignUpState, 'update' | 'reset'>;

export const signUpStore = createStore<SignUpState>()((set) => ({
  ...INITIAL,
  update: (values) => set(values),
  reset: () => set(INITIAL),
}));

export function useSignUpState<T>(select: (state: SignUpState) => T): T {
  return useStore(signUpStore, select);
}

/** Back to the first state (tests, and after the account is created). */
export function resetSignUp(): void {
  signUpStore.getState().reset();
}

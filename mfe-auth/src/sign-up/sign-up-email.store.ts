import { resetSignUp, signUpStore, useSignUpState } from './sign-up.store';

/** The start screen's view of the one sign-up store (sign-up.store.ts): the email, in memory only. */
export const signUpEmailStore = {
  getState: () => ({ email: signUpStore.getState().email, setEmail: (email: string) => signUpStore.getState().update({ email }) }),
};

export function useSignUpEmail(): string {
  return useSignUpState((state) => state.email);
}

/** Back to the first state (tests). */
export const resetSignUpEmail = resetSignUp;

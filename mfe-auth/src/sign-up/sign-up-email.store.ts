// From 'zustand' itself (the MF-shared singleton).
import { createStore, useStore } from 'zustand';

interface SignUpEmailState {
  /** The email typed on the sign-up start screen, in memory only, so going back does not lose it. */
  email: string;
  setEmail(email: string): void;
}

export const signUpEmailStore = createStore<SignUpEmailState>()((set) => ({
  email: '',
  setEmail: (email) => set({ email }),
}));

export function useSignUpEmail(): string {
  return useStore(signUpEmailStore, (state) => state.email);
}

/** Back to the first state (tests). */
export function resetSignUpEmail(): void {
  signUpEmailStore.setState({ email: '' });
}

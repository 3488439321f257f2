import type { FlagValues } from '@member/shared-contracts/flags';

/**
 * Flag values the stand-in platform sets for every context, signed out included, under the personas' own
 * flags and the test control's overrides. `preventDuplicateAccounts` is on as a production configuration
 * would have it: a visitor signing up with an email in use is told at once (access §4 "Sign-up email
 * check"), not after the six steps. Tests turn it off with the `*` override.
 */
export const SANDBOX_FLAGS: Readonly<Partial<FlagValues>> = Object.freeze({
  preventDuplicateAccounts: true,
});

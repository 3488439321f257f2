import { useRemoteProps } from '@member/remote-runtime';
import { signUpStepsFor, type SignUpStep } from '@member/shared-contracts/sign-up';
import { useSignUpState } from './sign-up.store';

/**
 * The steps of this sign-up: no password step when it carries a social provider (access §6), known from
 * the identity port's pending federated sign-in of this visit (not the stored sso provider name, which may
 * be stale) or, once that is linked and forgotten, from the provider the account was created for.
 */
export function useSignUpSteps(): readonly SignUpStep[] {
  const { identity } = useRemoteProps();
  const createdFor = useSignUpState((state) => state.createdIdentity?.provider ?? null);
  return signUpStepsFor(identity.pendingFederatedSignIn?.()?.idpIdentifier ?? createdFor);
}

import type { PendingFederatedSignIn } from '@member/shared-contracts';

/**
 * The unlinked federated sign-in of this visit (access §2.2, §4 "MFA ... links the sso identity"), in
 * memory only: its id token carries the member's email, so it is never written to storage. A reload
 * forgets it; the member then signs in as usual and may use single sign-on again later.
 */
let pending: PendingFederatedSignIn | null = null;

export const pendingFederatedSignIn = {
  get: (): PendingFederatedSignIn | null => pending,
  set: (value: PendingFederatedSignIn): void => {
    pending = value;
  },
  clear: (): void => {
    pending = null;
  },
};

import type { PendingFederatedSignIn } from '@member/shared-contracts/mount';
import { decodeJwtPayload } from '@member/shared-contracts/sign-in';

/** How long an unlinked sign-on waits for the member's password sign-in at most (decision, spec silent). */
export const PENDING_FEDERATED_SIGN_IN_LIFETIME_MS = 10 * 60 * 1000;

/**
 * The unlinked federated sign-in of this visit (access §2.2, §4 "MFA ... links the sso identity"), in
 * memory only: its id token carries the member's email, so it is never written to storage. A reload
 * forgets it, so does any sign-out, and it expires after 10 minutes or with its id token, whichever is
 * first — so on a shared device an abandoned sign-on cannot be linked to the next person's account.
 */
export function createPendingFederatedSignIn(now: () => number = Date.now) {
  let pending: { value: PendingFederatedSignIn; expiresAt: number } | null = null;

  return {
    get: (): PendingFederatedSignIn | null => {
      if (pending && now() >= pending.expiresAt) pending = null;
      return pending?.value ?? null;
    },
    set: (value: PendingFederatedSignIn): void => {
      const exp = decodeJwtPayload(value.idToken)?.exp;
      const tokenExpiry = typeof exp === 'number' ? exp * 1000 : Number.POSITIVE_INFINITY;
      pending = { value, expiresAt: Math.min(now() + PENDING_FEDERATED_SIGN_IN_LIFETIME_MS, tokenExpiry) };
    },
    clear: (): void => {
      pending = null;
    },
  };
}

/** The shell's one pending federated sign-in. */
export const pendingFederatedSignIn = createPendingFederatedSignIn();

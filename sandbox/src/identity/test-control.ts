/**
 * What the sandbox's test-control routes need from the identity service (they are wired elsewhere):
 * reset every user to the seed, and read the last code "sent" to a user, per purpose.
 * Both act on the shared store unless given another.
 */
import type { CodePurpose, SentCode } from './store/code-ledger';
import { sharedIdentityStore, type IdentityStore } from './store/identity-store';

const CODE_PURPOSES: readonly CodePurpose[] = ['sms_mfa', 'sign_up', 'forgot_password', 'verify_email', 'verify_phone_number'];

export function resetIdentityState(store: IdentityStore = sharedIdentityStore()): void {
  store.reset();
}

/** The last code sent to a user (username or email, any case); undefined when none was sent. */
export function lastCodeSentTo(login: string, purpose?: CodePurpose, store: IdentityStore = sharedIdentityStore()): SentCode | undefined {
  return store.lastCodeSent(login, purpose);
}

export function isCodePurpose(value: string): value is CodePurpose {
  return (CODE_PURPOSES as readonly string[]).includes(value);
}

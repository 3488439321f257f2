import type { SignOutCause } from '@member/shared-contracts/session';

/** Sent to the other tabs (react-idle-timer's cross-tab channel) just before a tab signs out. */
export interface SigningOutMessage {
  type: 'member.signing-out';
  cause: SignOutCause;
}

export function signingOutMessage(cause: SignOutCause): SigningOutMessage {
  return { type: 'member.signing-out', cause };
}

/** Only the documented shape is accepted. */
export function isSigningOutMessage(data: unknown): data is SigningOutMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<SigningOutMessage>;
  return message.type === 'member.signing-out' && (message.cause === 'idle' || message.cause === 'member');
}

import { CLAIM_KEYS } from '../identity/claim-keys';

/*
 * Reading an id token's federated identity, without zod: the shell reads it with every session (the
 * analytics federatedUserId), so it must not bring a schema library onto /home.
 */

/** UTF-8, refusing malformed bytes as a token that is not a JWT. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes a JWT's payload without verifying it (the identity library does the same), or null. The
 * shell decodes the stored tokens before every member API call, so the bytes go straight to a
 * TextDecoder: four times faster than percent-encoding each character for decodeURIComponent
 * (15 against 59 µs for a 640-character payload, Node 20).
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    const payload: unknown = JSON.parse(utf8.decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The federated identity an id token carries (Cognito's `identities` claim), for the identity link. */
interface FederatedIdentity {
  /** The provider's name as the identity service knows it (`Google`). */
  idpIdentifier: string;
  /** The member's id at that provider. */
  userId: string;
  /** The email the provider vouches for (prefilled and locked on sign-in, access §2.2). */
  email: string | null;
}

/** Null when the token is not a federated one (no usable `identities` claim). */
export function federatedIdentityOf(payload: Record<string, unknown>): FederatedIdentity | null {
  const raw = payload.identities;
  const identities: unknown = typeof raw === 'string' ? safeJson(raw) : raw;
  const first: unknown = Array.isArray(identities) ? identities[0] : undefined;
  if (!isIdentity(first)) return null;
  const email = payload[CLAIM_KEYS.email];
  return { idpIdentifier: first.providerName, userId: first.userId, email: typeof email === 'string' ? email : null };
}

/** Whether the id token is linked to a member account (it carries the account id claim). */
export function isLinkedToAccount(payload: Record<string, unknown>): boolean {
  const accountId = payload[CLAIM_KEYS.accountId];
  return typeof accountId === 'string' && accountId.length > 0;
}

function isIdentity(value: unknown): value is { providerName: string; userId: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { providerName, userId } = value as Record<string, unknown>;
  return typeof providerName === 'string' && typeof userId === 'string';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

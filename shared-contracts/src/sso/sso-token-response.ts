import * as z from 'zod/mini';
import { CLAIM_KEYS } from '../identity/claim-keys';
import type { SsoTokens } from './amplify-token-storage';

/** The token endpoint's answer (OAuth 2.0 / Cognito `/oauth2/token`). */
const tokenResponseSchema = z.object({
  id_token: z.string().check(z.minLength(1)),
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string()),
  token_type: z.optional(z.string()),
  expires_in: z.optional(z.number()),
});

/** The tokens of a token-endpoint answer, or null when it is not one (access §8: "returns nothing"). */
export function parseSsoTokenResponse(body: unknown): SsoTokens | null {
  const parsed = tokenResponseSchema.safeParse(body);
  if (!parsed.success) return null;
  const { id_token, access_token, refresh_token } = parsed.data;
  return { idToken: id_token, accessToken: access_token, ...(refresh_token ? { refreshToken: refresh_token } : {}) };
}

/** Decodes a JWT's payload without verifying it (the identity library does the same), or null. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      Array.from(atob(base64), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The federated identity an id token carries (Cognito's `identities` claim), for the identity link. */
export interface FederatedIdentity {
  /** The provider's name as the identity service knows it (`Google`). */
  idpIdentifier: string;
  /** The member's id at that provider. */
  userId: string;
  /** The email the provider vouches for (prefilled and locked on sign-in, access §2.2). */
  email: string | null;
}

const identitiesSchema = z.array(z.object({ providerName: z.string(), userId: z.string() }));

/** Null when the token is not a federated one (no usable `identities` claim). */
export function federatedIdentityOf(payload: Record<string, unknown>): FederatedIdentity | null {
  const raw = payload.identities;
  const parsed = identitiesSchema.safeParse(typeof raw === 'string' ? safeJson(raw) : raw);
  const first = parsed.success ? parsed.data[0] : undefined;
  if (!first) return null;
  const email = payload[CLAIM_KEYS.email];
  return { idpIdentifier: first.providerName, userId: first.userId, email: typeof email === 'string' ? email : null };
}

/** Whether the id token is linked to a member account (it carries the account id claim). */
export function isLinkedToAccount(payload: Record<string, unknown>): boolean {
  const accountId = payload[CLAIM_KEYS.accountId];
  return typeof accountId === 'string' && accountId.length > 0;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

import type { ItemsResponse } from './client';

/** A username record of `GET /usernames`. The spec only says "Returns items"; the field is our choice. */
interface UsernameItem {
  username: string;
}
export type UsernamesResponse = ItemsResponse<UsernameItem>;

/** `PUT /account/{accountId}/reset-password` (access §7), used for base-to-buy-up. */
export interface ResetPasswordResponse {
  generatedPassword: string;
  cognitoUsername: string;
}

/** `POST /account/{accountId}/identities` body (access §3 "Identity link payload"). */
export interface IdentityLinkPayload {
  idToken: string;
  idpIdentifier: string;
  userId: string;
}

/** Error body of the member API: the spec's "server message". */
export interface ApiErrorBody {
  message: string;
}

/** Header marking pool-only analytics on PATCH /account (access §7 "an extra header"). Name is our choice. */
export const POOL_ONLY_ANALYTICS_HEADER = 'x-pool-only-analytics';

/**
 * Email change (not a spec call — our design): `PATCH /account/{accountId}` with a new email
 * keeps the account's email and records the new one as `pendingEmail` (AccountResponse), sending a code to
 * it. `POST apiPaths.emailChangeConfirm` with this body makes it the account's (and the identity's) email;
 * `POST apiPaths.emailChangeResend` sends the code again.
 */
export interface EmailChangeConfirmPayload {
  code: string;
}

/** Wrong codes an account may send to the confirm call within EMAIL_CHANGE_ATTEMPT_WINDOW_MS before 429 (decision). */
export const EMAIL_CHANGE_MAX_FAILED_ATTEMPTS = 5;
export const EMAIL_CHANGE_ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Codes the resend call sends per account within EMAIL_CHANGE_ATTEMPT_WINDOW_MS before 429 (decision). */
export const EMAIL_CHANGE_MAX_RESENDS = 5;

import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { TAB_STORAGE_KEYS } from '@member/shared-contracts/storage';
import { amplifyTokenEntries, authorizationCodeGrant, checkSsoReturn, parsePendingSsoSignIn, decodeJwtPayload, federatedIdentityOf, isLinkedToAccount, ssoRedirectUri } from '@member/shared-contracts/sign-in';
import { type Logger } from '@member/shared-contracts/logging';
import { type PendingFederatedSignIn } from '@member/shared-contracts/mount';
import { requestSsoTokens } from './sso-token-endpoint';

/** `signedIn`: the tokens are stored, the session can be read. `linkRequired`: an unlinked federated identity. */
export type SsoExchangeOutcome = 'signedIn' | 'linkRequired';

/** The code exchange failed; never carries the code, a token or the provider's text. */
export class SsoCodeExchangeError extends Error {
  override readonly name = 'SsoCodeExchangeError';
}

/** Access §8 "an unusable social token logs an error". */
export const UNUSABLE_SOCIAL_TOKEN = 'unusable social token';

export interface SsoCodeExchangeDeps {
  /** The hosted sign-in domain (token endpoint base). */
  domain: string;
  userPoolClientId: string;
  appOrigin: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** This tab's storage, where startSsoSignIn left the pending sign-in (state, code_verifier). */
  tabStorage: Pick<Storage, 'getItem' | 'removeItem'>;
  now?: () => number;
  fetch: typeof fetch;
  logger: Logger;
  onPending(pending: PendingFederatedSignIn): void;
}

/** Why a `/sso` return was refused before any exchange (logged as is: it carries no code or state). */
export const SSO_RETURN_WITHOUT_PENDING_SIGN_IN = 'the sso return matches no sign-in started in this tab';

/**
 * Access §7 "Token exchange": first the return must belong to a sign-in this tab started (its pending
 * sign-in, taken once, with the same `state`, not expired: no login CSRF) — otherwise nothing is
 * exchanged. Then it posts the code with that sign-in's PKCE `code_verifier` to the token path of the
 * stored user pool (form-encoded, grant_type authorization_code). A linked identity's tokens are written
 * in Amplify v6's storage format, so the identity library then sees a signed-in user; an unlinked one is
 * kept as the pending federated sign-in. Any failure throws SsoCodeExchangeError (access §8 "a failed
 * code exchange returns nothing").
 */
export async function exchangeSsoCodeForTokens({ code, state }: { code: string; state: string | null }, deps: SsoCodeExchangeDeps): Promise<SsoExchangeOutcome> {
  const pending = parsePendingSsoSignIn(deps.tabStorage.getItem(TAB_STORAGE_KEYS.pendingSsoSignIn));
  deps.tabStorage.removeItem(TAB_STORAGE_KEYS.pendingSsoSignIn);
  const checked = checkSsoReturn(pending, state, (deps.now ?? Date.now)());
  if (!checked.ok) {
    deps.logger.warn(SSO_RETURN_WITHOUT_PENDING_SIGN_IN, { reason: checked.reason });
    throw new SsoCodeExchangeError(SSO_RETURN_WITHOUT_PENDING_SIGN_IN);
  }
  const grant = authorizationCodeGrant({ clientId: deps.userPoolClientId, redirectUri: ssoRedirectUri(deps.appOrigin), code, codeVerifier: checked.codeVerifier });
  const tokens = await requestSsoTokens(grant, deps).catch((error: unknown) => {
    throw new SsoCodeExchangeError(error instanceof Error ? error.message : 'the token endpoint failed');
  });

  const idPayload = decodeJwtPayload(tokens.idToken);
  const username = decodeJwtPayload(tokens.accessToken)?.username ?? idPayload?.['cognito:username'];
  if (!idPayload || typeof username !== 'string' || !username) {
    deps.logger.error(UNUSABLE_SOCIAL_TOKEN, { reason: 'undecodable' });
    throw new SsoCodeExchangeError(UNUSABLE_SOCIAL_TOKEN);
  }
  if (isLinkedToAccount(idPayload)) {
    for (const [key, value] of amplifyTokenEntries(deps.userPoolClientId, username, tokens)) deps.storage.setItem(key, value);
    return 'signedIn';
  }
  const federated = federatedIdentityOf(idPayload);
  if (!federated) {
    deps.logger.error(UNUSABLE_SOCIAL_TOKEN, { reason: 'noAccountNorIdentity' });
    throw new SsoCodeExchangeError(UNUSABLE_SOCIAL_TOKEN);
  }
  const federatedEmail = idPayload[CLAIM_KEYS.federatedEmail];
  deps.onPending({
    email: federated.email ?? (typeof federatedEmail === 'string' ? federatedEmail : null),
    idToken: tokens.idToken,
    idpIdentifier: federated.idpIdentifier,
    userId: federated.userId,
  });
  return 'linkRequired';
}

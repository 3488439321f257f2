import { apiPaths } from '@member/shared-contracts/member-api';
import { identityLinkFailureOf } from '@member/shared-contracts/sign-in';
import { isHttpError, type HttpClient } from '@member/shared-contracts/http';
import { type Analytics, type IdentityPort } from '@member/shared-contracts/mount';
import { type IdentityLinkPayload } from '@member/shared-contracts/account';
import { type Logger } from '@member/shared-contracts/logging';

const IDENTITY_LINK_OPERATION = 'identity.link';

/**
 * Access §4 "MFA: success signs in and, if a federated token exists, links the sso identity": after a
 * password (and MFA) sign-in that began with an unlinked single sign-on, POST /account/{accountId}/identities
 * with the identity link payload (access §3). Errors 404 / 403 / 409 (access §8) are logged by reason and
 * the member stays signed in; the pending sign-in is forgotten either way. Never logs the token or email.
 * Only the member the provider vouched for gets the link: when the provider gave an email, the email the
 * member signed in with must be that one (case-insensitive); otherwise nothing is linked (`emailMismatch`).
 */
export async function linkPendingIdentity({
  identity,
  http,
  logger,
  analytics,
  signedInEmail,
}: {
  identity: IdentityPort;
  http: HttpClient;
  logger: Logger;
  analytics: Analytics;
  /** The email the member just signed in (or signed up) with. */
  signedInEmail: string;
}): Promise<void> {
  const pending = identity.pendingFederatedSignIn?.();
  if (!pending) return;
  if (pending.email !== null && pending.email.trim().toLowerCase() !== signedInEmail.trim().toLowerCase()) {
    logger.warn('identity link skipped', { reason: 'emailMismatch' });
    analytics.operation(IDENTITY_LINK_OPERATION, 'failed', { reason: 'emailMismatch' });
    identity.clearPendingFederatedSignIn?.();
    return;
  }
  try {
    const accountId = await identity.signedInAccountId?.();
    if (!accountId) throw new Error('no account id');
    const body: IdentityLinkPayload = { idToken: pending.idToken, idpIdentifier: pending.idpIdentifier, userId: pending.userId };
    await http.post(apiPaths.identities(accountId), { body });
    analytics.operation(IDENTITY_LINK_OPERATION, 'succeeded');
  } catch (error) {
    const reason = identityLinkFailureOf(isHttpError(error) ? error.status : undefined);
    logger.error('identity link failed', { reason });
    analytics.operation(IDENTITY_LINK_OPERATION, 'failed', { reason });
  } finally {
    identity.clearPendingFederatedSignIn?.();
  }
}

import { apiPaths, identityLinkFailureOf, isHttpError, type Analytics, type HttpClient, type IdentityLinkPayload, type IdentityPort, type Logger } from '@member/shared-contracts';

export const IDENTITY_LINK_OPERATION = 'identity.link';

/**
 * Access §4 "MFA: success signs in and, if a federated token exists, links the sso identity": after a
 * password (and MFA) sign-in that began with an unlinked single sign-on, POST /account/{accountId}/identities
 * with the identity link payload (access §3). Errors 404 / 403 / 409 (access §8) are logged by reason and
 * the member stays signed in; the pending sign-in is forgotten either way. Never logs the token or email.
 */
export async function linkPendingIdentity({ identity, http, logger, analytics }: { identity: IdentityPort; http: HttpClient; logger: Logger; analytics: Analytics }): Promise<void> {
  const pending = identity.pendingFederatedSignIn?.();
  if (!pending) return;
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

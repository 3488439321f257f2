import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { z } from '../../zod';
import type { IdentityLinkPayload } from '@member/shared-contracts';
import { conflict, forbidden, unprocessable } from '../api-error';
import { assertOwnAccount } from '../auth/authenticate';
import type { MemberApiContext } from '../member-api-context';
import { findAccountRow } from '../repositories/accounts';
import { findLinkedAccount, linkIdentity } from '../repositories/linked-identities';
import { accountNotFound, type AccountParams } from './account-read';

const identityLinkSchema = z.strictObject({
  idToken: z.string().check(z.minLength(1)),
  idpIdentifier: z.string().check(z.minLength(1), z.maxLength(100)),
  userId: z.string().check(z.minLength(1), z.maxLength(200)),
}) satisfies z.ZodMiniType<IdentityLinkPayload>;

/** Whether a Cognito-style `identities` claim names this provider (case-insensitive) and user. */
function carriesIdentity(identities: unknown, idpIdentifier: string, userId: string): boolean {
  if (!Array.isArray(identities)) return false;
  return identities.some((entry: { providerName?: unknown; userId?: unknown }) =>
    typeof entry?.providerName === 'string' && entry.providerName.toLowerCase() === idpIdentifier.toLowerCase() && entry.userId === userId);
}

/**
 * Whether the federated id token is usable. The sandbox cannot check a provider's signature offline; it
 * checks the token is a JWT for that user — the provider's own (`sub` = userId) or the identity
 * service's federated user (its `identities` claim names the provider and userId) — and not expired.
 */
function isUsableFederatedToken(idToken: string, idpIdentifier: string, userId: string, nowSeconds: number): boolean {
  try {
    const claims = decodeJwt(idToken);
    const forUser = claims.sub === userId || carriesIdentity(claims.identities, idpIdentifier, userId);
    return forUser && (claims.exp === undefined || claims.exp > nowSeconds);
  } catch {
    return false;
  }
}

/**
 * `POST /account/{accountId}/identities`: links an sso identity to the account. 422 invalid payload,
 * 404 unknown account, 403 unusable federated token, 409 account without a username (or the identity
 * already linked to another account). 204 on success.
 */
export function registerAccountIdentities(app: FastifyInstance, context: MemberApiContext): void {
  app.post<AccountParams>('/account/:accountId/identities', { onRequest: context.authenticate }, async (request, reply) => {
    const { accountId } = request.params;
    assertOwnAccount(request, accountId);
    const parsed = identityLinkSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(parsed.error);
    const { idToken, idpIdentifier, userId } = parsed.data;
    const row = await findAccountRow(context.db, accountId);
    if (!row) throw accountNotFound(accountId);
    if (!isUsableFederatedToken(idToken, idpIdentifier, userId, Math.floor(Date.now() / 1000))) throw forbidden('Invalid federated token');
    if (!row.cognito_username) throw conflict('The account has no username');
    const linkedTo = await findLinkedAccount(context.db, idpIdentifier, userId);
    if (linkedTo && linkedTo !== accountId) throw conflict('The identity is linked to another account');
    await linkIdentity(context.db, accountId, idpIdentifier, userId);
    try {
      context.identity?.linkFederatedIdentity?.(idpIdentifier, userId, row.cognito_username);
    } catch {
      // The identity service has no such federated user (a provider token from elsewhere): the link stays recorded here.
    }
    return reply.status(204).send();
  });
}

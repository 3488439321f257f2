import type { FastifyInstance } from 'fastify';
import { z } from '../../zod';
import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { toSsoProvider } from '@member/shared-contracts/sign-in';
import { type IdentityLinkPayload } from '@member/shared-contracts/account';
import { apiPaths } from '@member/shared-contracts/member-api';
import { routePattern } from '../../http/route-pattern';
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

/** Whether a Cognito-style `identities` claim names this provider (canonical spelling) and user. */
function carriesIdentity(identities: unknown, provider: string, userId: string): boolean {
  if (!Array.isArray(identities)) return false;
  return identities.some((entry: { providerName?: unknown; userId?: unknown }) =>
    typeof entry?.providerName === 'string' && toSsoProvider(entry.providerName) === provider && entry.userId === userId);
}

/**
 * The federated id token must be the identity service's own (signature, issuer and expiry verified, like
 * Cognito's federated pool tokens the app receives at /sso), an id token, and its `identities` claim must
 * name this provider and user. Anything else (a self-made or expired token, another user's) is unusable.
 */
async function verifiedFederatedClaims(context: MemberApiContext, idToken: string, provider: string, userId: string) {
  try {
    const claims = await context.verifyToken(idToken);
    return claims.token_use === 'id' && carriesIdentity(claims.identities, provider, userId) ? claims : null;
  } catch {
    return null;
  }
}

/**
 * `POST /account/{accountId}/identities`: links an sso identity to the account. 422 invalid payload,
 * 404 unknown account, 403 unusable federated token (or an unknown provider), 409 account without a
 * username, or the identity already linked to another account. Providers are stored in their canonical
 * spelling (`google` → `Google`), so one identity cannot be linked twice under two spellings. 204 on success.
 */
export function registerAccountIdentities(app: FastifyInstance, context: MemberApiContext): void {
  app.post<AccountParams>(routePattern(apiPaths.identities, 'accountId'), { onRequest: context.authenticate }, async (request, reply) => {
    const { accountId } = request.params;
    assertOwnAccount(request, accountId);
    const parsed = identityLinkSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(parsed.error);
    const { idToken, idpIdentifier, userId } = parsed.data;
    const row = await findAccountRow(context.db, accountId);
    if (!row) throw accountNotFound(accountId);
    const provider = toSsoProvider(idpIdentifier);
    const claims = provider ? await verifiedFederatedClaims(context, idToken, provider, userId) : null;
    if (!provider || !claims) throw forbidden('Invalid federated token');
    if (!row.cognito_username) throw conflict('The account has no username');
    const tokenAccount = claims[CLAIM_KEYS.accountId];
    const linkedTo = (await findLinkedAccount(context.db, provider, userId)) ?? (typeof tokenAccount === 'string' && tokenAccount ? tokenAccount : null);
    if (linkedTo && linkedTo !== accountId) throw conflict('The identity is linked to another account');
    try {
      context.identity?.linkFederatedIdentity?.(provider, userId, row.cognito_username);
    } catch {
      // The identity service refuses (the federated user carries another member's account).
      throw conflict('The identity is linked to another account');
    }
    await linkIdentity(context.db, accountId, provider, userId);
    return reply.status(204).send();
  });
}

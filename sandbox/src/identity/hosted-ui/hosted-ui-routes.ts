/**
 * The identity service's hosted single sign-on pages and OAuth token endpoint (access §7 "Token
 * exchange"), standing in for Cognito's hosted UI domain and the providers' own pages:
 * - `GET /oauth2/authorize` — the provider's demo identities; `POST /oauth2/authorize` (a choice) →
 *   302 to `redirect_uri?code=&state=` with a one-time code (5 minutes); both need a PKCE S256
 *   `code_challenge` (and pass `state` through);
 * - `GET /logout?client_id&logout_uri` — ends the hosted session (its cookie) → 302 to logout_uri;
 * - `POST /auth/oauth2/token` and `POST /auth/bnft/oauth2/token` (form-encoded): grant_type
 *   authorization_code (client_id, redirect_uri, code and the PKCE code_verifier) or refresh_token (client_id, refresh_token),
 *   answering like Cognito's token endpoint. The sandbox serves one pool on both paths.
 * Logs the route and outcome only: never a code, token or email.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HOSTED_UI_PATHS } from '@member/shared-contracts/sign-in';
import { silentLogger, type Logger } from '@member/shared-contracts/logging';
import { CognitoError } from '../protocol/cognito-error';
import { tokensForRefreshToken } from '../operations/refresh-session';
import type { OperationContext } from '../operations/operation-context';
import { identitiesOf } from '../store/federated-users';
import type { IdentityUser } from '../store/identity-user';
import { checkAuthorizeRequest, checkLogoutRequest, withQuery, type HostedUiPolicy } from './hosted-ui-request';
import { hostedErrorPage, hostedSignInPage, type DemoIdentityChoice } from './hosted-ui-page';

const HOSTED_SESSION_COOKIE = 'sandbox_hosted_session';

export interface HostedUiDeps {
  context: OperationContext;
  policy: HostedUiPolicy;
  logger?: Logger;
}

function providerOf(user: IdentityUser): string | null {
  return identitiesOf(user)[0]?.providerName ?? null;
}

function demoIdentitiesOf(context: OperationContext, provider: string): DemoIdentityChoice[] {
  return context.store.users
    .all()
    .filter((user) => providerOf(user)?.toLowerCase() === provider.toLowerCase())
    .map((user) => ({
      username: user.username,
      label: `${user.attributes.given_name ?? ''} ${user.attributes.family_name ?? ''} (${user.attributes.email ?? user.username})`.trim(),
      linked: Boolean(user.attributes['custom:account_id']),
    }));
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

const oauthError = (reply: FastifyReply, error: string, description: string) =>
  reply.code(400).header('cache-control', 'no-store').send({ error, error_description: description });

export function registerHostedUi(server: FastifyInstance, { context, policy, logger = silentLogger }: HostedUiDeps): void {
  server.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get<{ Querystring: Record<string, string> }>(HOSTED_UI_PATHS.authorize, async (request, reply) => {
      const checked = checkAuthorizeRequest(request.query, policy);
      if (!checked.ok) {
        logger.info('hosted authorize', { outcome: 'refused' });
        return html(reply, 400, hostedErrorPage(checked.problem));
      }
      const { clientId, redirectUri, provider, codeChallenge, state } = checked.value;
      return html(
        reply,
        200,
        hostedSignInPage({
          provider,
          clientId,
          redirectUri,
          codeChallenge,
          state,
          identities: demoIdentitiesOf(context, provider),
          cancelUri: withQuery(redirectUri, { error: 'access_denied', state }),
        }),
      );
    });

    scope.post<{ Body: Record<string, string> }>(HOSTED_UI_PATHS.authorize, async (request, reply) => {
      const body = request.body ?? {};
      const checked = checkAuthorizeRequest({ ...body, response_type: 'code' }, policy);
      if (!checked.ok) return html(reply, 400, hostedErrorPage(checked.problem));
      const user = body.username ? context.store.users.find(body.username) : undefined;
      if (!user || providerOf(user)?.toLowerCase() !== checked.value.provider.toLowerCase()) {
        return html(reply, 400, hostedErrorPage('unknown demo identity'));
      }
      const { clientId, redirectUri, codeChallenge, state } = checked.value;
      const { code } = context.store.authorizationCodes.issue({ username: user.username, clientId, redirectUri, codeChallenge }, context.now());
      logger.info('hosted authorize', { outcome: 'code issued' });
      return reply
        .header('set-cookie', `${HOSTED_SESSION_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax`)
        .redirect(withQuery(redirectUri, { code, state }), 302);
    });

    scope.get<{ Querystring: Record<string, string> }>(HOSTED_UI_PATHS.logout, async (request, reply) => {
      const checked = checkLogoutRequest(request.query, policy);
      if (!checked.ok) return html(reply, 400, hostedErrorPage(checked.problem));
      logger.info('hosted logout', { outcome: 'ok' });
      return reply.header('set-cookie', `${HOSTED_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`).redirect(checked.value.logoutUri, 302);
    });

    const token = async (body: Record<string, string>, reply: FastifyReply) => {
      if (body.client_id !== policy.clientId) return oauthError(reply, 'invalid_client', 'unknown client_id');
      const now = context.now();
      if (body.grant_type === 'authorization_code') {
        const redeemed =
          body.code && body.redirect_uri
            ? context.store.authorizationCodes.redeem({ code: body.code, clientId: body.client_id, redirectUri: body.redirect_uri, codeVerifier: body.code_verifier ?? '' }, now)
            : undefined;
        const user = redeemed ? context.store.users.find(redeemed.username) : undefined;
        if (!user) {
          logger.info('token exchange', { outcome: 'invalid_grant' });
          return oauthError(reply, 'invalid_grant', 'the code is unknown, used, expired, for another redirect_uri or without its code_verifier');
        }
        const grant = context.store.refreshTokens.open(user.username, now);
        const issued = await context.tokens.issue(user, grant, now);
        logger.info('token exchange', { outcome: 'ok' });
        return reply.header('cache-control', 'no-store').send({
          id_token: issued.IdToken,
          access_token: issued.AccessToken,
          refresh_token: grant.token,
          token_type: 'Bearer',
          expires_in: issued.ExpiresIn,
        });
      }
      if (body.grant_type === 'refresh_token') {
        try {
          const issued = await tokensForRefreshToken(body.refresh_token ?? '', context);
          return reply.header('cache-control', 'no-store').send({ id_token: issued.IdToken, access_token: issued.AccessToken, token_type: 'Bearer', expires_in: issued.ExpiresIn });
        } catch (error) {
          if (error instanceof CognitoError) return oauthError(reply, 'invalid_grant', error.message);
          throw error;
        }
      }
      return oauthError(reply, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
    };

    scope.post<{ Body: Record<string, string> }>(HOSTED_UI_PATHS.token, async (request, reply) => token(request.body ?? {}, reply));
    scope.post<{ Body: Record<string, string> }>(HOSTED_UI_PATHS.bnftToken, async (request, reply) => token(request.body ?? {}, reply));
  });
}

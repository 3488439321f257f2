import type { SsoTokens } from './amplify-token-storage';

/**
 * Cognito's `InitiateAuth` with `REFRESH_TOKEN_AUTH`: new id and access tokens for a refresh token, as one
 * JSON POST (AWS JSON 1.1, the operation named by `x-amz-target`). Written here once: the shell sends it to
 * refresh a password session without the identity library, and the sandbox's identity service answers it.
 */
const REFRESH_TOKEN_AUTH_TARGET = 'AWSCognitoIdentityProviderService.InitiateAuth';

/** Where the identity service answers: the configured endpoint (the sandbox locally), else the pool's region's. */
export function identityServiceEndpoint(identity: { region: string; userPoolEndpoint?: string }): string {
  return identity.userPoolEndpoint ?? `https://cognito-idp.${identity.region}.amazonaws.com/`;
}

/** The request, with the device key when the session remembers a device (Cognito then requires it). */
export function refreshTokenAuthRequest(input: { clientId: string; refreshToken: string; deviceKey?: string | null }): RequestInit {
  const parameters: Record<string, string> = { REFRESH_TOKEN: input.refreshToken };
  if (input.deviceKey) parameters.DEVICE_KEY = input.deviceKey;
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': REFRESH_TOKEN_AUTH_TARGET },
    body: JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: input.clientId, AuthParameters: parameters }),
  };
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The tokens of an `AuthenticationResult` answer (a new refresh token only when the pool rotates them), or null. */
export function parseRefreshTokenAuthAnswer(body: unknown): SsoTokens | null {
  const result = (body as { AuthenticationResult?: Record<string, unknown> } | null)?.AuthenticationResult;
  if (!result || !nonEmpty(result.IdToken) || !nonEmpty(result.AccessToken)) return null;
  return { idToken: result.IdToken, accessToken: result.AccessToken, ...(nonEmpty(result.RefreshToken) ? { refreshToken: result.RefreshToken } : {}) };
}

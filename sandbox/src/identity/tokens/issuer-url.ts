/**
 * Where a Cognito pool's tokens say they come from: `iss` = `{base}/{userPoolId}` and the JWKS at
 * `{iss}/.well-known/jwks.json` (the sandbox also answers `{base}/.well-known/jwks.json`).
 */
export function issuerUrl(publicBaseUrl: string, userPoolId: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/${userPoolId}`;
}

export function jwksUrl(publicBaseUrl: string, userPoolId: string): string {
  return `${issuerUrl(publicBaseUrl, userPoolId)}/.well-known/jwks.json`;
}

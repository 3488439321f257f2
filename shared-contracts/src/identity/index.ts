/**
 * Who is signed in (access §3): the session's auth status and token claims, the claim keys of the identity
 * token, and the rules that read each claim (access §5).
 */
export { CLAIM_KEYS, API_ACCESS_TOKEN_CLAIMS } from './claim-keys';
export { type AuthStatus, type TokenClaims, type SessionSnapshot } from './session';
export { parseTokenClaims } from './token-claims';

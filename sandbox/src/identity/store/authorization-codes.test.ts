import { AUTHORIZATION_CODE_LIFETIME_MS, AuthorizationCodes } from './authorization-codes';

// RFC 7636 appendix B.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const GRANT = { username: 'google_1045', clientId: 'client-1', redirectUri: 'http://localhost:3000/sso', codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' };
const at = (ms: number) => new Date(Date.UTC(2026, 10, 22) + ms);

describe('authorization codes', () => {
  it('redeem once, for the same client and redirect_uri', () => {
    const codes = new AuthorizationCodes();
    const { code } = codes.issue(GRANT, at(0));
    expect(codes.redeem({ code, clientId: 'client-1', redirectUri: GRANT.redirectUri, codeVerifier: VERIFIER }, at(1))?.username).toBe('google_1045');
    expect(codes.redeem({ code, clientId: 'client-1', redirectUri: GRANT.redirectUri, codeVerifier: VERIFIER }, at(2))).toBeUndefined();
    const other = codes.issue(GRANT, at(0)).code;
    expect(codes.redeem({ code: other, clientId: 'client-2', redirectUri: GRANT.redirectUri, codeVerifier: VERIFIER }, at(1))).toBeUndefined();
    // A failed redemption uses the code up too.
    expect(codes.redeem({ code: other, clientId: 'client-1', redirectUri: GRANT.redirectUri, codeVerifier: VERIFIER }, at(1))).toBeUndefined();
  });

  it('expire after 5 minutes', () => {
    const codes = new AuthorizationCodes();
    expect(AUTHORIZATION_CODE_LIFETIME_MS).toBe(5 * 60 * 1000);
    const early = codes.issue(GRANT, at(0)).code;
    expect(codes.redeem({ code: early, clientId: 'client-1', redirectUri: GRANT.redirectUri, codeVerifier: VERIFIER }, at(AUTHORIZATION_CODE_LIFETIME_MS - 1))).toBeDefined();
    const late = codes.issue(GRANT, at(0)).code;
    expect(codes.redeem({ code: late, clientId: 'client-1', redirectUri: GRANT.redirectUri, codeVerifier: VERIFIER }, at(AUTHORIZATION_CODE_LIFETIME_MS))).toBeUndefined();
  });

  it('redeem only with the code_verifier whose S256 digest is the challenge (PKCE)', () => {
    const codes = new AuthorizationCodes();
    for (const codeVerifier of ['', 'x'.repeat(43), `${VERIFIER}x`, 'short']) {
      const { code } = codes.issue(GRANT, at(0));
      expect(codes.redeem({ code, clientId: 'client-1', redirectUri: GRANT.redirectUri, codeVerifier }, at(1))).toBeUndefined();
      // ... and the code is spent: the right verifier after a wrong one is too late.
      expect(codes.redeem({ code, clientId: 'client-1', redirectUri: GRANT.redirectUri, codeVerifier: VERIFIER }, at(1))).toBeUndefined();
    }
  });
});

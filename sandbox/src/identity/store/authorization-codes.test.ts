import { AUTHORIZATION_CODE_LIFETIME_MS, AuthorizationCodes } from './authorization-codes';

const GRANT = { username: 'google_1045', clientId: 'client-1', redirectUri: 'http://localhost:3000/sso' };
const at = (ms: number) => new Date(Date.UTC(2026, 10, 22) + ms);

describe('authorization codes', () => {
  it('redeem once, for the same client and redirect_uri', () => {
    const codes = new AuthorizationCodes();
    const { code } = codes.issue(GRANT, at(0));
    expect(codes.redeem({ code, clientId: 'client-1', redirectUri: GRANT.redirectUri }, at(1))?.username).toBe('google_1045');
    expect(codes.redeem({ code, clientId: 'client-1', redirectUri: GRANT.redirectUri }, at(2))).toBeUndefined();
    const other = codes.issue(GRANT, at(0)).code;
    expect(codes.redeem({ code: other, clientId: 'client-2', redirectUri: GRANT.redirectUri }, at(1))).toBeUndefined();
    // A failed redemption uses the code up too.
    expect(codes.redeem({ code: other, clientId: 'client-1', redirectUri: GRANT.redirectUri }, at(1))).toBeUndefined();
  });

  it('expire after 5 minutes', () => {
    const codes = new AuthorizationCodes();
    expect(AUTHORIZATION_CODE_LIFETIME_MS).toBe(5 * 60 * 1000);
    const early = codes.issue(GRANT, at(0)).code;
    expect(codes.redeem({ code: early, clientId: 'client-1', redirectUri: GRANT.redirectUri }, at(AUTHORIZATION_CODE_LIFETIME_MS - 1))).toBeDefined();
    const late = codes.issue(GRANT, at(0)).code;
    expect(codes.redeem({ code: late, clientId: 'client-1', redirectUri: GRANT.redirectUri }, at(AUTHORIZATION_CODE_LIFETIME_MS))).toBeUndefined();
  });
});

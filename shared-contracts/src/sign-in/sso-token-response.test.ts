import { decodeJwtPayload, federatedIdentityOf, isLinkedToAccount } from './federated-identity';
import { parseSsoTokenResponse } from './sso-token-response';
import { identityLinkFailureOf } from './identity-link-failure';

const jwt = (payload: object) => ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');

describe('the token endpoint answer', () => {
  it('reads the tokens', () => {
    expect(parseSsoTokenResponse({ id_token: 'i', access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 3600 })).toEqual({ idToken: 'i', accessToken: 'a', refreshToken: 'r' });
    expect(parseSsoTokenResponse({ id_token: 'i', access_token: 'a' })).toEqual({ idToken: 'i', accessToken: 'a' });
  });

  it('answers null for anything else', () => {
    expect(parseSsoTokenResponse({ error: 'invalid_grant' })).toBeNull();
    expect(parseSsoTokenResponse(null)).toBeNull();
    expect(parseSsoTokenResponse({ id_token: '', access_token: 'a' })).toBeNull();
  });
});

describe('federated id tokens', () => {
  it('decodes a payload (unicode included) and refuses garbage', () => {
    expect(decodeJwtPayload(jwt({ sub: 's', given_name: 'José' }))).toEqual({ sub: 's', given_name: 'José' });
    expect(decodeJwtPayload('nope')).toBeNull();
    expect(decodeJwtPayload('a.!!!.c')).toBeNull();
  });

  it('decodes every UTF-8 width, and refuses a payload that is not UTF-8 JSON of an object', () => {
    const payload = { name: 'Lucía Hernández', city: 'Zürich', note: '医疗 🩺', exp: 1_700_000_000 };
    expect(decodeJwtPayload(jwt(payload))).toEqual(payload);
    const notUtf8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]).toString('base64url');
    expect(decodeJwtPayload(`e30.${notUtf8}.sig`)).toBeNull();
    expect(decodeJwtPayload(`e30.${Buffer.from('[1,2]').toString('base64url')}.sig`)).toBeNull();
    expect(decodeJwtPayload(`e30.${Buffer.from('"text"').toString('base64url')}.sig`)).toBeNull();
  });

  it('reads the identities claim (array or JSON string)', () => {
    const identities = [{ providerName: 'Google', userId: '123', providerType: 'Google' }];
    expect(federatedIdentityOf({ identities, email: 'a@example.com' })).toEqual({ idpIdentifier: 'Google', userId: '123', email: 'a@example.com' });
    expect(federatedIdentityOf({ identities: JSON.stringify(identities) })).toEqual({ idpIdentifier: 'Google', userId: '123', email: null });
    expect(federatedIdentityOf({ identities: 'not json' })).toBeNull();
    expect(federatedIdentityOf({})).toBeNull();
  });

  it('tells a linked token by its account id claim', () => {
    expect(isLinkedToAccount({ 'custom:account_id': '200001' })).toBe(true);
    expect(isLinkedToAccount({ 'custom:account_id': '' })).toBe(false);
    expect(isLinkedToAccount({})).toBe(false);
  });

  it('maps identity link failures (access §8)', () => {
    expect(identityLinkFailureOf(404)).toBe('accountNotFound');
    expect(identityLinkFailureOf(403)).toBe('invalidFederatedToken');
    expect(identityLinkFailureOf(409)).toBe('conflict');
    expect(identityLinkFailureOf(500)).toBe('unknown');
    expect(identityLinkFailureOf(undefined)).toBe('unknown');
  });
});

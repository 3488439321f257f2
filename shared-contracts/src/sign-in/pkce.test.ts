import { checkSsoReturn, createPendingSsoSignIn, isPkceChallenge, isPkceVerifier, parsePendingSsoSignIn, pkceChallengeOf } from './pkce';

describe('state and PKCE S256 (login CSRF)', () => {
  it('computes the RFC 7636 appendix B challenge', async () => {
    await expect(pkceChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes a fresh random state and verifier each time, with the matching challenge', async () => {
    const first = await createPendingSsoSignIn(1_000);
    const second = await createPendingSsoSignIn(1_000);
    expect(isPkceVerifier(first.pending.codeVerifier)).toBe(true);
    expect(first.pending.codeVerifier).toHaveLength(43);
    expect(isPkceChallenge(first.codeChallenge)).toBe(true);
    expect(first.codeChallenge).toBe(await pkceChallengeOf(first.pending.codeVerifier));
    expect(first.pending.state).not.toBe(second.pending.state);
    expect(first.pending.codeVerifier).not.toBe(second.pending.codeVerifier);
    expect(first.pending.expiresAt).toBe(1_000 + 10 * 60_000);
  });

  it('accepts a return only with the pending sign-in, its state, before it expires', () => {
    const pending = { state: 's-1', codeVerifier: 'v'.repeat(43), expiresAt: 5_000 };
    expect(checkSsoReturn(pending, 's-1', 4_999)).toEqual({ ok: true, codeVerifier: 'v'.repeat(43) });
    expect(checkSsoReturn(null, 's-1', 0)).toEqual({ ok: false, reason: 'noPendingSignIn' });
    expect(checkSsoReturn(pending, 's-2', 0)).toEqual({ ok: false, reason: 'stateMismatch' });
    expect(checkSsoReturn(pending, null, 0)).toEqual({ ok: false, reason: 'stateMismatch' });
    expect(checkSsoReturn(pending, 's-1', 5_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('reads back only a well-formed stored pending sign-in', () => {
    const pending = { state: 's', codeVerifier: 'a'.repeat(43), expiresAt: 1 };
    expect(parsePendingSsoSignIn(JSON.stringify(pending))).toEqual(pending);
    expect(parsePendingSsoSignIn(null)).toBeNull();
    expect(parsePendingSsoSignIn('{not json')).toBeNull();
    expect(parsePendingSsoSignIn(JSON.stringify({ ...pending, codeVerifier: 'short' }))).toBeNull();
    expect(parsePendingSsoSignIn(JSON.stringify({ ...pending, state: '' }))).toBeNull();
  });

  it('knows a verifier and a challenge by their form', () => {
    expect(isPkceVerifier('a'.repeat(42))).toBe(false);
    expect(isPkceVerifier('a'.repeat(129))).toBe(false);
    expect(isPkceVerifier(`${'a'.repeat(42)} `)).toBe(false);
    expect(isPkceChallenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(isPkceChallenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-c')).toBe(false);
  });
});

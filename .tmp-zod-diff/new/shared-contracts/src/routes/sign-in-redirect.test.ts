import { buildSignInRedirect, isSafeRedirectPath, readRedirectTarget } from './sign-in-redirect';

describe('sign-in redirect', () => {
  it('keeps the requested path and query in one redirect value', () => {
    expect(buildSignInRedirect('/claims', '?modal=setupDirectDepositPrompt&redirectUrl=/claims')).toBe(
      '/?redirect=%2Fclaims%3Fmodal%3DsetupDirectDepositPrompt%26redirectUrl%3D%2Fclaims',
    );
    expect(buildSignInRedirect('/home', '')).toBe('/?redirect=%2Fhome');
    expect(buildSignInRedirect('/home', 'a=1')).toBe('/?redirect=%2Fhome%3Fa%3D1');
  });

  it('round-trips through readRedirectTarget', () => {
    const to = buildSignInRedirect('/claim-details/7', '?x=1&y=2');
    expect(readRedirectTarget(to.slice(1))).toBe('/claim-details/7?x=1&y=2');
  });

  it('gives plain / for the root or an unsafe path', () => {
    expect(buildSignInRedirect('/', '')).toBe('/');
    expect(buildSignInRedirect('//evil.example', '')).toBe('/');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'evil', '', '/a b', 'javascript:alert(1)', '/\tx'])(
    'refuses %p',
    (value) => {
      expect(isSafeRedirectPath(value)).toBe(false);
      expect(readRedirectTarget(new URLSearchParams({ redirect: value }))).toBeNull();
    },
  );

  it('accepts a same-origin path', () => {
    expect(isSafeRedirectPath('/messages/new?x=1')).toBe(true);
  });

  it('returns null without a redirect value', () => {
    expect(readRedirectTarget('?state=sign-in')).toBeNull();
    expect(readRedirectTarget(null)).toBeNull();
  });
});

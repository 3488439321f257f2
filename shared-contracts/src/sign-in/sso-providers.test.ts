import { toSsoProvider, toUserPoolChoice, userPoolForSsoProvider } from './sso-providers';

describe('single sign-on providers', () => {
  it('recognises social and enrollment-platform providers case-insensitively', () => {
    expect(toSsoProvider('GOOGLE')).toBe('Google');
    expect(toSsoProvider('apple')).toBe('Apple');
    expect(toSsoProvider('BNFT')).toBe('bnft');
    expect(toSsoProvider('enrollmenthub')).toBe('EnrollmentHub');
    expect(toSsoProvider('Facebook')).toBeNull();
    expect(toSsoProvider(null)).toBeNull();
  });

  it('chooses the user pool per provider', () => {
    expect(userPoolForSsoProvider('Google')).toBe('default');
    expect(userPoolForSsoProvider('Apple')).toBe('default');
    expect(userPoolForSsoProvider('bnft')).toBe('bnft');
    expect(userPoolForSsoProvider('BenefitsPortal')).toBe('idp-sso');
  });

  it('reads a stored pool leniently', () => {
    expect(toUserPoolChoice('bnft')).toBe('bnft');
    expect(toUserPoolChoice('idp-sso')).toBe('idp-sso');
    expect(toUserPoolChoice('weird')).toBe('default');
    expect(toUserPoolChoice(null)).toBe('default');
  });
});

describe('social sign-in buttons shown', () => {
  it('follows the sign-in and sign-up flags separately', () => {
    const { socialProvidersShown } = jest.requireActual<typeof import('./social-sign-in-providers')>('./social-sign-in-providers');
    expect(socialProvidersShown({}, 'signIn')).toEqual([]);
    expect(socialProvidersShown({ showGoogleSsoSignInV2: true }, 'signIn')).toEqual(['Google']);
    expect(socialProvidersShown({ showGoogleSsoSignInV2: true, showAppleSsoSignInV2: true }, 'signIn')).toEqual(['Google', 'Apple']);
    expect(socialProvidersShown({ showGoogleSsoSignInV2: true }, 'signUp')).toEqual([]);
    expect(socialProvidersShown({ showAppleSsoSignUpV2: true }, 'signUp')).toEqual(['Apple']);
  });
});

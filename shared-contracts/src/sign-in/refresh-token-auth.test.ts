import { identityServiceEndpoint, parseRefreshTokenAuthAnswer, refreshTokenAuthRequest } from './refresh-token-auth';

describe("Cognito's InitiateAuth REFRESH_TOKEN_AUTH", () => {
  it('goes to the configured endpoint, else to the identity service of the pool region', () => {
    expect(identityServiceEndpoint({ region: 'us-east-1', userPoolEndpoint: 'http://localhost:4001' })).toBe('http://localhost:4001');
    expect(identityServiceEndpoint({ region: 'us-east-2' })).toBe('https://cognito-idp.us-east-2.amazonaws.com/');
  });

  it('is one AWS JSON 1.1 POST naming the operation, with the device key only when there is one', () => {
    const init = refreshTokenAuthRequest({ clientId: 'web', refreshToken: 'r-1' });
    expect(init.headers).toEqual({ 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' });
    expect(JSON.parse(String(init.body))).toEqual({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: 'web', AuthParameters: { REFRESH_TOKEN: 'r-1' } });
    const withDevice = refreshTokenAuthRequest({ clientId: 'web', refreshToken: 'r-1', deviceKey: 'us-east-1_d' });
    expect(JSON.parse(String(withDevice.body)).AuthParameters).toEqual({ REFRESH_TOKEN: 'r-1', DEVICE_KEY: 'us-east-1_d' });
  });

  it('reads the tokens of an AuthenticationResult and nothing else', () => {
    expect(parseRefreshTokenAuthAnswer({ AuthenticationResult: { IdToken: 'i', AccessToken: 'a', ExpiresIn: 3600 }, ChallengeParameters: {} })).toEqual({ idToken: 'i', accessToken: 'a' });
    expect(parseRefreshTokenAuthAnswer({ AuthenticationResult: { IdToken: 'i', AccessToken: 'a', RefreshToken: 'r-2' } })).toEqual({ idToken: 'i', accessToken: 'a', refreshToken: 'r-2' });
    expect(parseRefreshTokenAuthAnswer({ __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' })).toBeNull();
    expect(parseRefreshTokenAuthAnswer({ AuthenticationResult: { IdToken: '', AccessToken: 'a' } })).toBeNull();
    expect(parseRefreshTokenAuthAnswer(null)).toBeNull();
  });
});

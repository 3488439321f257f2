import { cognitoOperation, endsSessionWhenSent, forgetsCardsWhenAnswered, type IdentityCall } from './identity-signals';

const cognito = (operation: string, authFlow: string | null = null): IdentityCall => ({ kind: 'cognito', operation, authFlow });

describe('identity signals', () => {
  it('reads the Cognito operation from X-Amz-Target', () => {
    expect(cognitoOperation('AWSCognitoIdentityProviderService.GlobalSignOut')).toBe('GlobalSignOut');
    expect(cognitoOperation('Other.GlobalSignOut')).toBeNull();
    expect(cognitoOperation(null)).toBeNull();
  });

  it('forgets at a sign-out as it is sent, whatever the answer', () => {
    expect(endsSessionWhenSent(cognito('GlobalSignOut'))).toBe(true);
    expect(endsSessionWhenSent(cognito('RevokeToken'))).toBe(true);
    expect(endsSessionWhenSent(cognito('GetUser'))).toBe(false);
  });

  it('forgets when a refresh is refused, not when it succeeds or the service fails', () => {
    expect(forgetsCardsWhenAnswered(cognito('InitiateAuth', 'REFRESH_TOKEN_AUTH'), 400, false)).toBe(true);
    expect(forgetsCardsWhenAnswered(cognito('InitiateAuth', 'REFRESH_TOKEN_AUTH'), 200, true)).toBe(false);
    expect(forgetsCardsWhenAnswered(cognito('InitiateAuth', 'REFRESH_TOKEN_AUTH'), 503, false)).toBe(false);
    expect(forgetsCardsWhenAnswered({ kind: 'token-endpoint', grantType: 'refresh_token' }, 400, false)).toBe(true);
  });

  it('forgets when a sign-in answers tokens, not when it asks for a challenge or fails', () => {
    expect(forgetsCardsWhenAnswered(cognito('InitiateAuth', 'USER_PASSWORD_AUTH'), 200, true)).toBe(true);
    expect(forgetsCardsWhenAnswered(cognito('InitiateAuth', 'USER_SRP_AUTH'), 200, false)).toBe(false);
    expect(forgetsCardsWhenAnswered(cognito('RespondToAuthChallenge'), 200, true)).toBe(true);
    expect(forgetsCardsWhenAnswered(cognito('InitiateAuth', 'USER_PASSWORD_AUTH'), 400, false)).toBe(false);
    expect(forgetsCardsWhenAnswered({ kind: 'token-endpoint', grantType: 'authorization_code' }, 200, true)).toBe(true);
    expect(forgetsCardsWhenAnswered(cognito('GetUser'), 200, false)).toBe(false);
  });
});

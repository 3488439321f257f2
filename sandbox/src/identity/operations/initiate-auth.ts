/**
 * InitiateAuth: USER_SRP_AUTH (→ PASSWORD_VERIFIER), USER_PASSWORD_AUTH, REFRESH_TOKEN_AUTH / REFRESH_TOKEN.
 */
import { z } from '../../zod';
import { invalidParameter } from '../protocol/cognito-error';
import { parseRequest } from '../protocol/parse-request';
import { normalizeLogin } from '../store/identity-user';
import { decoyPasswordVerifier } from '../srp/decoy-verifier';
import { passwordMatchesVerifier } from '../srp/password-verifier';
import { createServerEphemeral, isAcceptableClientPublic } from '../srp/srp-server';
import type { CognitoOperation, OperationContext } from './operation-context';
import { refreshTokenAuth } from './refresh-session';
import { assertKnownClient, requiredString, stringMap } from './request-fields';
import { assertNotLockedOut, continueAfterPasswordVerified, failPasswordAttempt, type AuthResponse } from './sign-in-steps';

const initiateAuthRequest = z.object({
  AuthFlow: requiredString,
  ClientId: requiredString,
  AuthParameters: z._default(stringMap, {}),
});

function requireParameter(parameters: Record<string, string>, name: string): string {
  const value = parameters[name];
  if (!value) throw invalidParameter(`Missing required parameter ${name}`);
  return value;
}

function userSrpAuth(parameters: Record<string, string>, context: OperationContext): AuthResponse {
  const login = requireParameter(parameters, 'USERNAME');
  const clientPublic = requireParameter(parameters, 'SRP_A');
  if (!isAcceptableClientPublic(clientPublic)) throw invalidParameter('SRP_A is not a valid SRP public value');
  const user = context.store.users.find(login);
  const userId = user?.username ?? normalizeLogin(login);
  const password = user?.password ?? decoyPasswordVerifier(context.store.poolName, userId);
  const server = createServerEphemeral(password.verifier);
  const secretBlock = context.store.challenges.openSrpExchange(
    { userId, userExists: Boolean(user), clientPublic, server, verifier: password.verifier },
    context.now(),
  );
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: { SALT: password.salt, SRP_B: server.public, SECRET_BLOCK: secretBlock, USER_ID_FOR_SRP: userId, USERNAME: userId },
  };
}

async function userPasswordAuth(parameters: Record<string, string>, context: OperationContext): Promise<AuthResponse> {
  const login = requireParameter(parameters, 'USERNAME');
  const password = requireParameter(parameters, 'PASSWORD');
  const user = context.store.users.find(login);
  const userId = user?.username ?? normalizeLogin(login);
  assertNotLockedOut(userId, context);
  // An unknown login is checked against a decoy verifier: the same work, the same answer, as a wrong password.
  const stored = user?.password ?? decoyPasswordVerifier(context.store.poolName, userId);
  const matches = passwordMatchesVerifier(context.store.poolName, userId, password, stored);
  if (!user || !matches) failPasswordAttempt(userId, context);
  return continueAfterPasswordVerified(user, context);
}

export const initiateAuth: CognitoOperation = async (body, context) => {
  const request = parseRequest(initiateAuthRequest, body);
  assertKnownClient(request.ClientId, context);
  switch (request.AuthFlow) {
    case 'USER_SRP_AUTH':
      return userSrpAuth(request.AuthParameters, context);
    case 'USER_PASSWORD_AUTH':
      return userPasswordAuth(request.AuthParameters, context);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return refreshTokenAuth(requireParameter(request.AuthParameters, 'REFRESH_TOKEN'), context);
    default:
      throw invalidParameter(`AuthFlow ${request.AuthFlow} is not supported by the sandbox identity service`);
  }
};

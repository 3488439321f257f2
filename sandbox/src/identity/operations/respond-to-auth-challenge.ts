/**
 * RespondToAuthChallenge: PASSWORD_VERIFIER (the SRP proof), SMS_MFA (the code; the 3rd wrong code ends
 * the session: NotAuthorizedException "Invalid session for the user, session is expired."; the 5th wrong
 * code across sessions blocks the user's SMS step: LimitExceededException), NEW_PASSWORD_REQUIRED.
 */
import { z } from '../../zod';
import { CognitoError, attemptLimitExceeded, incorrectCredentials, invalidParameter, invalidSession } from '../protocol/cognito-error';
import { parseRequest } from '../protocol/parse-request';
import { assertPasswordMeetsPolicy } from '../passwords/password-policy';
import { MAX_WRONG_CHALLENGE_ANSWERS, type ChallengeName, type PendingChallenge } from '../store/challenge-sessions';
import { normalizeLogin, type IdentityUser } from '../store/identity-user';
import { assertMemberMayUpdateAttribute } from '../store/user-attribute-schema';
import { createPasswordVerifier } from '../srp/password-verifier';
import { computePasswordClaimSignature, derivePasswordClaimKey, signaturesMatch } from '../srp/srp-server';
import { parseSrpTimestamp } from '../srp/srp-timestamp';
import type { CognitoOperation, OperationContext } from './operation-context';
import { afterPasswordSetByUser } from './password-set-by-user';
import { assertKnownClient, requiredString, stringMap } from './request-fields';
import { assertNotLockedOut, continueAfterFirstFactor, continueAfterPasswordVerified, failPasswordAttempt, issueSignInTokens, type AuthResponse } from './sign-in-steps';

const respondToAuthChallengeRequest = z.object({
  ChallengeName: requiredString,
  ClientId: requiredString,
  ChallengeResponses: z._default(stringMap, {}),
  Session: z.optional(z.string()),
});

/** How far the client's TIMESTAMP may be from the server clock. */
const TIMESTAMP_TOLERANCE_MS = 5 * 60_000;

function requireResponse(responses: Record<string, string>, name: string): string {
  const value = responses[name];
  if (!value) throw invalidParameter(`Missing required parameter ${name}`);
  return value;
}

async function passwordVerifier(responses: Record<string, string>, context: OperationContext): Promise<AuthResponse> {
  const secretBlock = requireResponse(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
  const signature = requireResponse(responses, 'PASSWORD_CLAIM_SIGNATURE');
  const timestamp = requireResponse(responses, 'TIMESTAMP');
  const username = requireResponse(responses, 'USERNAME');
  const now = context.now();
  const exchange = context.store.challenges.takeSrpExchange(secretBlock, now);
  if (!exchange) throw invalidSession();
  if (normalizeLogin(username) !== exchange.userId) throw incorrectCredentials();
  assertNotLockedOut(exchange.userId, context);
  const signedAt = parseSrpTimestamp(timestamp);
  if (!signedAt) throw invalidParameter('TIMESTAMP must be formatted "ddd MMM D HH:mm:ss UTC YYYY"');
  if (Math.abs(signedAt.getTime() - now.getTime()) > TIMESTAMP_TOLERANCE_MS) {
    throw invalidParameter('TIMESTAMP is more than 5 minutes away from the server time');
  }
  const key = derivePasswordClaimKey({ clientPublic: exchange.clientPublic, server: exchange.server, verifier: exchange.verifier });
  const expected = computePasswordClaimSignature({ key, poolName: context.store.poolName, userId: exchange.userId, secretBlock, timestamp });
  const user = exchange.userExists ? context.store.users.find(exchange.userId) : undefined;
  if (!user || user.password.verifier !== exchange.verifier || !signaturesMatch(expected, signature)) {
    failPasswordAttempt(exchange.userId, context);
  }
  return continueAfterPasswordVerified(user, context);
}

function openChallenge(
  name: ChallengeName,
  request: { Session?: string | undefined; ChallengeResponses: Record<string, string> },
  context: OperationContext,
): { session: string; challenge: PendingChallenge; user: IdentityUser } {
  const session = request.Session;
  if (!session) throw invalidParameter('Missing required parameter Session');
  const challenge = context.store.challenges.findChallenge(session, context.now());
  if (!challenge || challenge.challengeName !== name) throw invalidSession();
  const username = request.ChallengeResponses.USERNAME;
  if (username && normalizeLogin(username) !== challenge.username) throw invalidSession();
  const user = context.store.users.find(challenge.username);
  if (!user) throw invalidSession();
  return { session, challenge, user };
}

async function smsMfa(request: z.infer<typeof respondToAuthChallengeRequest>, context: OperationContext): Promise<AuthResponse> {
  const { session, challenge, user } = openChallenge('SMS_MFA', request, context);
  const code = requireResponse(request.ChallengeResponses, 'SMS_MFA_CODE');
  // Wrong codes of earlier sessions count too: past MAX_SMS_MFA_MISSES no code, the right one included, is taken.
  if (context.store.signInAttempts.isSmsMfaBlocked(user.username)) {
    context.store.challenges.closeChallenge(session);
    throw attemptLimitExceeded();
  }
  const check = context.store.codes.check(user.username, 'sms_mfa', code, context.now());
  if (check === 'mismatch') {
    context.store.signInAttempts.recordSmsMfaMiss(user.username);
    // The 3rd wrong code ends the challenge: no code, the right one included, is taken in it any more.
    challenge.wrongAnswers += 1;
    if (challenge.wrongAnswers >= MAX_WRONG_CHALLENGE_ANSWERS) {
      context.store.challenges.closeChallenge(session);
      throw invalidSession();
    }
    throw new CognitoError('CodeMismatchException', 'Invalid code or auth state for the user.');
  }
  if (check !== 'match') throw invalidSession();
  context.store.codes.consume(user.username, 'sms_mfa');
  context.store.signInAttempts.recordSmsMfaPassed(user.username);
  context.store.challenges.closeChallenge(session);
  return issueSignInTokens(user, context);
}

async function newPasswordRequired(request: z.infer<typeof respondToAuthChallengeRequest>, context: OperationContext): Promise<AuthResponse> {
  const { session, user } = openChallenge('NEW_PASSWORD_REQUIRED', request, context);
  const newPassword = requireResponse(request.ChallengeResponses, 'NEW_PASSWORD');
  assertPasswordMeetsPolicy(newPassword);
  const attributeUpdates = Object.entries(request.ChallengeResponses)
    .filter(([name]) => name.startsWith('userAttributes.'))
    .map(([name, value]) => [name.slice('userAttributes.'.length), value] as const);
  for (const [name, value] of attributeUpdates) assertMemberMayUpdateAttribute(name, value);
  for (const [name, value] of attributeUpdates) user.attributes[name] = value;
  user.password = createPasswordVerifier(context.store.poolName, user.username, newPassword);
  user.status = 'CONFIRMED';
  user.updatedAt = context.now();
  context.store.challenges.closeChallenge(session);
  await afterPasswordSetByUser(user, 'NewPasswordRequired', context);
  return continueAfterFirstFactor(user, context);
}

export const respondToAuthChallenge: CognitoOperation = async (body, context) => {
  const request = parseRequest(respondToAuthChallengeRequest, body);
  assertKnownClient(request.ClientId, context);
  switch (request.ChallengeName) {
    case 'PASSWORD_VERIFIER':
      return passwordVerifier(request.ChallengeResponses, context);
    case 'SMS_MFA':
      return smsMfa(request, context);
    case 'NEW_PASSWORD_REQUIRED':
      return newPasswordRequired(request, context);
    default:
      throw invalidParameter(`ChallengeName ${request.ChallengeName} is not supported by the sandbox identity service`);
  }
};

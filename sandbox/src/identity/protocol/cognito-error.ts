/**
 * An error answered the way Cognito answers it: HTTP 400, header `x-amzn-errortype: <Type>` and body
 * `{"__type": "<Type>", "message": "..."}`. aws-amplify reads the name from the header, then `__type`.
 */
export type CognitoErrorType =
  | 'NotAuthorizedException'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'InvalidParameterException'
  | 'InvalidPasswordException'
  | 'UsernameExistsException'
  | 'AliasExistsException'
  | 'UserNotFoundException'
  | 'UserNotConfirmedException'
  | 'ResourceNotFoundException'
  | 'SerializationException'
  | 'InternalErrorException'
  | 'UserLambdaValidationException'
  | 'LimitExceededException'
  | 'TooManyRequestsException';

export class CognitoError extends Error {
  readonly type: CognitoErrorType;
  readonly statusCode: number;

  constructor(type: CognitoErrorType, message: string, statusCode = 400) {
    super(message);
    this.name = type;
    this.type = type;
    this.statusCode = statusCode;
  }
}

/** The sign-in copy of spec access §8 depends on these exact messages. */
const SIGN_IN_MESSAGES = {
  incorrectCredentials: 'Incorrect username or password.',
  attemptsExceeded: 'Password attempts exceeded',
} as const;

export const incorrectCredentials = () => new CognitoError('NotAuthorizedException', SIGN_IN_MESSAGES.incorrectCredentials);
export const attemptsExceeded = () => new CognitoError('NotAuthorizedException', SIGN_IN_MESSAGES.attemptsExceeded);
export const invalidSession = () => new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);
export const codeMismatch = () => new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
export const expiredCode = () => new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
/** Cognito's answer once a code took too many wrong answers, and once a user was sent too many codes. */
export const attemptLimitExceeded = () => new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
/** Cognito's answer when a caller exceeds a request rate (a throttling error: Amplify retries it with backoff). */
export const tooManyRequests = () => new CognitoError('TooManyRequestsException', 'Too many requests');

/**
 * Before any code is sent (or a send is simulated for a login with no account): the login's hourly
 * number of codes for that purpose (store/code-send-limits.ts), past which Cognito answers
 * LimitExceededException "Attempt limit exceeded, please try after some time." and sends nothing.
 */
import { attemptLimitExceeded } from '../protocol/cognito-error';
import type { CodePurpose } from '../store/code-ledger';
import type { OperationContext } from './operation-context';

export function assertCodeSendAllowed(login: string, purpose: CodePurpose, context: OperationContext): void {
  if (!context.store.codeSends.take(login, purpose)) throw attemptLimitExceeded();
}

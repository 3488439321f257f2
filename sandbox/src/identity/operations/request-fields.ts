/**
 * Request fields shared by several operations, and the app-client check.
 */
import { z } from '../../zod';
import { CognitoError } from '../protocol/cognito-error';
import type { OperationContext } from './operation-context';

export const requiredString = z.string().check(z.minLength(1));
export const stringMap = z.record(z.string(), z.string());
export const attributeList = z.array(z.object({ Name: requiredString, Value: z.string() }));

export function assertKnownClient(clientId: string, context: OperationContext): void {
  if (clientId !== context.store.pool.clientId) {
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
}

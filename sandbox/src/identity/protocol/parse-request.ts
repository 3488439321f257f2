/**
 * Reads an operation's JSON request with a zod schema; a malformed request is an
 * InvalidParameterException naming the first offending field, as Cognito's validation errors do.
 */
import type { z } from '../../zod';
import { invalidParameter } from './cognito-error';

export function parseRequest<Schema extends z.ZodMiniType>(schema: Schema, body: unknown): z.infer<Schema> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.length ? issue.path.join('.') : 'request';
  throw invalidParameter(`1 validation error detected: Value at '${path}' failed to satisfy constraint: ${issue?.message ?? 'invalid'}`);
}

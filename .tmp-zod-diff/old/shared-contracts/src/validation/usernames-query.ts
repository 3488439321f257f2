import { z } from 'zod';
import { emailSchema } from './email';
import { VALIDATION_MESSAGES } from './validation-messages';

/** Query of `GET /usernames` (access §7: "query email or clientId"). Exactly one of the two. */
export type UsernamesQuery = { email: string } | { clientId: number };

export const usernamesQuerySchema = z
  .object({
    email: emailSchema.optional(),
    clientId: z.coerce.number().int().positive().optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.email === undefined) === (query.clientId === undefined)) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.lookupExactlyOne });
    }
  })
  .transform((query): UsernamesQuery => (query.email !== undefined ? { email: query.email } : { clientId: query.clientId as number }));

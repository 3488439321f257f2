import { z } from 'zod/mini';
import { emailSchema } from '../field-rules/email';
import { VALIDATION_MESSAGES } from '../field-rules/validation-messages';

/** Query of `GET /usernames` (access §7: "query email or clientId"). Exactly one of the two. */
export type UsernamesQuery = { email: string } | { clientId: number };

export const usernamesQuerySchema = z.pipe(
  z
    .object({
      email: z.optional(emailSchema),
      clientId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    })
    .check(
      z.superRefine((query, ctx) => {
        if ((query.email === undefined) === (query.clientId === undefined)) {
          ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.lookupExactlyOne });
        }
      }),
    ),
  z.transform((query): UsernamesQuery => (query.email !== undefined ? { email: query.email } : { clientId: query.clientId as number })),
);

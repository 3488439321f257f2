import { z } from 'zod/mini';

/* What the member API (the sandbox) checks. Apart from id-card.ts: the app only calls, so /id-card loads no zod. */

/**
 * The query of `GET /id-cards`: `account_id`, the caller's own account (a run of digits, as the member
 * API's account ids are), and nothing else — an unknown key is refused rather than ignored.
 */
export const idCardsQuerySchema = z.strictObject({
  account_id: z.string({ error: 'account_id is required' }).check(
    z.minLength(1, 'account_id is required'),
    z.regex(/^\d{1,12}$/, 'account_id must be an account number'),
  ),
});

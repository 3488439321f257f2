import { z } from 'zod/mini';

/* What the member API (the sandbox) checks. Apart from plans.ts: the app only calls, so /coverage-details loads no zod. */

const positiveId = z.coerce.number().check(z.int(), z.positive());

/** `GET /plans/{id}` path parameters: a positive whole number (the member API answers 400 otherwise). */
export const planIdParamsSchema = z.object({ id: positiveId });

/**
 * The query of `GET /plans` (access §7 "query client_id and an id list"): the client is required; the id
 * list travels as one comma-separated value (`id=501,502`, the HTTP client's rule for arrays), a repeated
 * `id` is accepted too; no ids means every plan of the client.
 */
export const plansQuerySchema = z.object({
  client_id: positiveId,
  id: z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.array(z.string())])),
      z.transform((value) => (value === undefined ? [] : [value].flat().flatMap((part) => part.split(',')).filter(Boolean).map(Number))),
    ),
    z.array(z.number().check(z.int(), z.positive())),
  ),
});

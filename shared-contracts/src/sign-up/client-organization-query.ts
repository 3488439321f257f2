import { z } from 'zod/mini';
import { einSchema } from '../field-rules/ein';
import { VALIDATION_MESSAGES } from '../field-rules/validation-messages';

/** Access §7 / features §5: "Limits: by name 5, by id 1, by ein 20, by client id 20". */
export const CLIENT_ORGANIZATION_LIMITS = { name: 5, id: 1, ein: 20, client_id: 20 } as const;
type ClientOrganizationLookupKey = keyof typeof CLIENT_ORGANIZATION_LIMITS;
const CLIENT_ORGANIZATION_LOOKUP_KEYS = Object.keys(CLIENT_ORGANIZATION_LIMITS) as ClientOrganizationLookupKey[];

/** "order_by relevance". */
const CLIENT_ORGANIZATION_ORDER_BY = 'relevance';

type LookupValue = { name: string } | { id: number } | { ein: string } | { client_id: number };

/** The query of `GET /client-organizations`: exactly one of name / id / ein / client_id, plus limit and order_by. */
export type ClientOrganizationQuery = LookupValue & { limit: number; order_by: typeof CLIENT_ORGANIZATION_ORDER_BY };

const positiveId = z.coerce.number().check(z.int(), z.positive());

/**
 * Validates the query (as sent by the app, or as strings on the server side: numbers are coerced).
 * Decisions (spec silent): `limit` may be omitted (→ the lookup's limit) or lower, never above it;
 * `order_by` may be omitted (→ 'relevance'); other query keys are ignored.
 */
export const clientOrganizationQuerySchema = z.pipe(
  z
    .object({
      name: z.optional(z.string().check(z.trim(), z.minLength(1, { error: VALIDATION_MESSAGES.lookupValueRequired }))),
      id: z.optional(positiveId),
      ein: z.optional(einSchema),
      client_id: z.optional(positiveId),
      limit: z.optional(z.coerce.number().check(z.int(), z.positive({ error: VALIDATION_MESSAGES.lookupLimit }))),
      order_by: z.optional(z.literal(CLIENT_ORGANIZATION_ORDER_BY, { error: VALIDATION_MESSAGES.orderByInvalid })),
    })
    .check(
      z.superRefine((query, ctx) => {
        const present = CLIENT_ORGANIZATION_LOOKUP_KEYS.filter((key) => query[key] !== undefined);
        const [key] = present;
        if (present.length !== 1 || key === undefined) {
          ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.lookupExactlyOne });
          return;
        }
        if (query.limit !== undefined && query.limit > CLIENT_ORGANIZATION_LIMITS[key]) {
          ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.lookupLimit, path: ['limit'] });
        }
      }),
    ),
  z.transform((query): ClientOrganizationQuery => {
    const key = CLIENT_ORGANIZATION_LOOKUP_KEYS.find((candidate) => query[candidate] !== undefined) ?? 'name';
    return {
      [key]: query[key],
      limit: query.limit ?? CLIENT_ORGANIZATION_LIMITS[key],
      order_by: CLIENT_ORGANIZATION_ORDER_BY,
    } as ClientOrganizationQuery;
  }),
);

/** Builds the query the app sends for one lookup, with the spec's limit for it. */
export function buildClientOrganizationQuery<K extends ClientOrganizationLookupKey>(
  by: K,
  value: K extends 'name' | 'ein' ? string : number,
): ClientOrganizationQuery {
  return { [by]: value, limit: CLIENT_ORGANIZATION_LIMITS[by], order_by: CLIENT_ORGANIZATION_ORDER_BY } as ClientOrganizationQuery;
}

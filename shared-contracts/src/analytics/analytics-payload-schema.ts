import { z } from 'zod/mini';

/**
 * A batch of analytics events as the shell delivers it to a collector: `POST /analytics/events` on the
 * member API, whose production collector forwards them to the analytics product (decision 046) and
 * whose sandbox keeps every payload for the tests.
 */
const propertyValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const ANALYTICS_EVENT_TYPES = ['page', 'track', 'error', 'identify'] as const;

const analyticsEventSchema = z.strictObject({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  properties: z.record(z.string(), propertyValue),
  userId: z.nullable(z.string()),
  timestamp: z.string().check(z.minLength(1)),
});

export const analyticsPayloadSchema = z.strictObject({ events: z.array(analyticsEventSchema).check(z.maxLength(100)) });
export type AnalyticsEventPayload = z.output<typeof analyticsEventSchema>;

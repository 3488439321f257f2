import { z } from '../../zod';

/**
 * `POST /metrics` "telemetry counters" (shape not shown in the spec). Accepted forms:
 * `{ counters: [{ name, value? }] }`, `{ name, value? }`, or a map `{ counters: { name: value } }`.
 * `value` defaults to 1.
 */
const counter = z.object({ name: z.string().check(z.minLength(1), z.maxLength(200)), value: z.optional(z.number()) });

export const metricsPayloadSchema = z.union([
  z.object({ counters: z.array(counter).check(z.maxLength(500)) }),
  z.object({ counters: z.record(z.string().check(z.minLength(1), z.maxLength(200)), z.number()) }),
  counter,
]);

export function countersOf(payload: z.output<typeof metricsPayloadSchema>): { name: string; value: number }[] {
  if ('name' in payload) return [{ name: payload.name, value: payload.value ?? 1 }];
  if (Array.isArray(payload.counters)) return payload.counters.map((item) => ({ name: item.name, value: item.value ?? 1 }));
  return Object.entries(payload.counters).map(([name, value]) => ({ name, value }));
}

import { z } from 'zod';

/**
 * `POST /metrics` "telemetry counters" (shape not shown in the spec). Accepted forms:
 * `{ counters: [{ name, value? }] }`, `{ name, value? }`, or a map `{ counters: { name: value } }`.
 * `value` defaults to 1.
 */
const counter = z.object({ name: z.string().min(1).max(200), value: z.number().finite().optional() });

export const metricsPayloadSchema = z.union([
  z.object({ counters: z.array(counter).max(500) }),
  z.object({ counters: z.record(z.string().min(1).max(200), z.number().finite()) }),
  counter,
]);

export function countersOf(payload: z.output<typeof metricsPayloadSchema>): { name: string; value: number }[] {
  if ('name' in payload) return [{ name: payload.name, value: payload.value ?? 1 }];
  if (Array.isArray(payload.counters)) return payload.counters.map((item) => ({ name: item.name, value: item.value ?? 1 }));
  return Object.entries(payload.counters).map(([name, value]) => ({ name, value }));
}

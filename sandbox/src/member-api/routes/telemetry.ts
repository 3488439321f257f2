import type { FastifyInstance } from 'fastify';
import { LOG_LIMITS, logsPayloadSchema } from '@member/shared-contracts/logging';
import { analyticsPayloadSchema } from '@member/shared-contracts/analytics';
import { escapeControlCharacters } from '@member/shared-contracts/field-rules';
import { apiPaths } from '@member/shared-contracts/member-api';
import { unprocessable } from '../api-error';
import type { MemberApiContext } from '../member-api-context';
import { countersOf, metricsPayloadSchema } from '../telemetry/metrics-payload';

/**
 * Body cap of `POST /metrics` and `POST /analytics/events` (over it: 413). 64 KiB is what a browser lets
 * a `keepalive` request carry (the Fetch standard's in-flight keepalive quota), and the shell sends its
 * analytics batches with `keepalive`, so no batch of the app is larger; a metrics payload is one counter.
 */
export const TELEMETRY_BODY_MAX_BYTES = 64 * 1024;

/**
 * `POST /api/logs` (shared-contracts logsPayloadSchema: a batch of entries, sizes capped by LOG_LIMITS): counted,
 * and each printed as level, source and message only, control characters escaped (contexts are never printed). `POST /metrics`: counters summed in memory.
 * `POST /analytics/events`: analytics batches (the local analytics collector). Payloads are kept for the
 * test control's personal-data guard.
 * Both need no token (the app logs before sign-in too) and answer 204.
 */
export function registerTelemetry(app: FastifyInstance, context: MemberApiContext): void {
  // A body over LOG_LIMITS.batchBytes is 413 (Fastify's body limit; the error handler keeps its status).
  app.post(apiPaths.logs(), { bodyLimit: LOG_LIMITS.batchBytes }, async (request, reply) => {
    const parsed = logsPayloadSchema.safeParse(request.body);
    if (!parsed.success) throw unprocessable(parsed.error);
    context.telemetry.addLogEntries(parsed.data.entries.length);
    context.telemetry.record('logs', parsed.data);
    // Control characters are printed as escapes: one entry is one line and cannot forge another.
    for (const entry of parsed.data.entries) {
      context.logLine(`[app-log] ${entry.level} ${escapeControlCharacters(entry.source)}: ${escapeControlCharacters(entry.message)}`);
    }
    return reply.status(204).send();
  });

  app.post(apiPaths.metrics(), { bodyLimit: TELEMETRY_BODY_MAX_BYTES }, async (request, reply) => {
    const parsed = metricsPayloadSchema.safeParse(request.body);
    if (!parsed.success) throw unprocessable(parsed.error);
    for (const counter of countersOf(parsed.data)) context.telemetry.add(counter.name, counter.value);
    context.telemetry.record('metrics', parsed.data);
    return reply.status(204).send();
  });

  // The local stand-in of the analytics vendor: batches are validated and kept for the test control.
  app.post(apiPaths.analyticsEvents(), { bodyLimit: TELEMETRY_BODY_MAX_BYTES }, async (request, reply) => {
    const parsed = analyticsPayloadSchema.safeParse(request.body);
    if (!parsed.success) throw unprocessable(parsed.error);
    context.telemetry.record('analytics', parsed.data);
    return reply.status(204).send();
  });
}

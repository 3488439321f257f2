import { z } from 'zod/mini';
import { LOG_LEVELS } from '../logging/log-entry';

/** Server-side validation of `POST /api/logs` (the sandbox uses it). */
const contextValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const logEntrySchema = z.strictObject({
  level: z.enum(LOG_LEVELS),
  message: z.string().check(z.minLength(1), z.maxLength(2000)),
  context: z.optional(z.record(z.string(), contextValue)),
  timestamp: z.string().check(z.minLength(1)),
  source: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const logsPayloadSchema = z.strictObject({ entries: z.array(logEntrySchema).check(z.maxLength(100)) });

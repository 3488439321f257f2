import { z } from 'zod';
import { LOG_LEVELS } from '../logging/log-entry';

/** Server-side validation of `POST /api/logs` (the sandbox uses it). */
const contextValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const logEntrySchema = z.strictObject({
  level: z.enum(LOG_LEVELS),
  message: z.string().min(1).max(2000),
  context: z.record(z.string(), contextValue).optional(),
  timestamp: z.string().min(1),
  source: z.string().min(1).max(100),
});

export const logsPayloadSchema = z.strictObject({ entries: z.array(logEntrySchema).max(100) });

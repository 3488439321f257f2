import { z } from 'zod/mini';
import { LOG_LEVELS, LOG_LIMITS } from './log-entry';

/** Server-side validation of `POST /api/logs` (the sandbox uses it); sizes capped by LOG_LIMITS. */
const contextValue = z.union([z.string().check(z.maxLength(LOG_LIMITS.contextValueChars)), z.number(), z.boolean(), z.null()]);

const logEntrySchema = z.strictObject({
  level: z.enum(LOG_LEVELS),
  message: z.string().check(z.minLength(1), z.maxLength(LOG_LIMITS.messageChars)),
  context: z.optional(
    z
      .record(z.string().check(z.minLength(1), z.maxLength(LOG_LIMITS.contextKeyChars)), contextValue)
      .check(z.refine((context) => Object.keys(context).length <= LOG_LIMITS.contextKeys, { error: `A log context has at most ${LOG_LIMITS.contextKeys} keys` })),
  ),
  timestamp: z.string().check(z.minLength(1), z.maxLength(LOG_LIMITS.timestampChars)),
  source: z.string().check(z.minLength(1), z.maxLength(LOG_LIMITS.sourceChars)),
});

export const logsPayloadSchema = z.strictObject({ entries: z.array(logEntrySchema).check(z.maxLength(LOG_LIMITS.entriesPerBatch)) });

/**
 * Logging (access §9): the logger interface, the log entry and the payload posted to /api/logs.
 */
export { type LogContext, type LogEntry, LOG_LIMITS, PII_CONTEXT_KEYS, sanitizeLogContext } from './log-entry';
export { type Logger, silentLogger } from './logger';
export { logsPayloadSchema } from './logs-payload-schema';

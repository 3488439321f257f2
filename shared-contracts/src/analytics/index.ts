/**
 * Analytics and telemetry (access §9, member-features §7): event names, the global properties every event
 * carries, and the payloads posted to the analytics and metrics endpoints.
 */
export { analyticsPayloadSchema, type AnalyticsEventPayload } from './analytics-payload-schema';
export { ANALYTICS_EVENTS, ANALYTICS_ERROR_NAMES } from './event-names';
export { analyticsGlobalProperties } from './global-properties';
export { PROVIDER_NOT_FOUND_PAGE_NAME } from './page-names';
export { type ErrorPageKind, ERROR_PAGE_METRICS, errorPageMetricsPayload } from './metrics-payload';

/**
 * `POST /metrics` (features §7 "telemetry counters"; the body's shape is not shown in the spec). The app
 * sends counters by name; a counter name is a fixed string of ours and never carries personal data, a
 * path, an id or anything a member typed. The sandbox validates this shape
 * (`sandbox/src/member-api/telemetry/metrics-payload.ts`).
 */
interface MetricCounter {
  name: string;
  /** Defaults to 1. */
  value?: number;
}

interface MetricsPayload {
  counters: MetricCounter[];
}

/** The error pages of access §2.7 / §8 that count an error metric when they show. */
export type ErrorPageKind = 'notFound' | 'generic' | 'countryRestriction';

/** "An error metric is counted" (access §8 "Error page"): one counter per error-page kind. */
export const ERROR_PAGE_METRICS: Readonly<Record<ErrorPageKind, string>> = {
  notFound: 'errorPage.notFound',
  generic: 'errorPage.generic',
  countryRestriction: 'errorPage.countryRestriction',
};

export function errorPageMetricsPayload(kind: ErrorPageKind): MetricsPayload {
  return { counters: [{ name: ERROR_PAGE_METRICS[kind], value: 1 }] };
}

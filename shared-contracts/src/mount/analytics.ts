/**
 * Analytics as remotes see it (features §7 "Analytics service": page views, clicks, views, input
 * changes and operations; errors with name and message). Event properties must never hold names,
 * emails, dates of birth, phone numbers, claim details or anything a member typed: the host's
 * implementation drops properties whose keys look like personal data and logs that it did, and an e2e
 * guard fails the run if a demo member's personal data reaches an analytics payload.
 */
export type AnalyticsProperties = Record<string, string | number | boolean | null>;

/** How an operation (a submit, a save, a sign-in step) ended. */
type OperationOutcome = 'started' | 'succeeded' | 'failed';

export interface Analytics {
  /** A page view; `name` is a route pattern or screen name, never a path holding ids or personal data. */
  page(name: string, properties?: AnalyticsProperties): void;
  track(event: string, properties?: AnalyticsProperties): void;
  /** An element click, named by what it does (`tab.claims`, `sign-out`), never by its visible text. */
  click(element: string, properties?: AnalyticsProperties): void;
  /** Something came into view (a modal, a banner, a slide). */
  view(name: string, properties?: AnalyticsProperties): void;
  /** A form field changed: the field's name only, never its value. */
  inputChange(field: string, properties?: AnalyticsProperties): void;
  operation(name: string, outcome: OperationOutcome, properties?: AnalyticsProperties): void;
  trackError(name: string, message: string): void;
}

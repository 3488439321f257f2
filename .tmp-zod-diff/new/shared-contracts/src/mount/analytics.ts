/**
 * Analytics as remotes see it (features §7 "Analytics service"). Event properties must never hold
 * names, emails, dates of birth, phone numbers or claim details; the host's implementation drops
 * properties whose keys look like personal data and logs that it did.
 */
export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export interface Analytics {
  page(name: string, properties?: AnalyticsProperties): void;
  track(event: string, properties?: AnalyticsProperties): void;
  trackError(name: string, message: string): void;
}

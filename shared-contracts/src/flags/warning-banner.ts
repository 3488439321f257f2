/**
 * Values of the `warningBanner` flag (member-features §9: "empty; values include scheduled maintenance,
 * in progress, generic, search unavailable, claims unavailable, concierge unavailable").
 * The spec names the banners but not their wire strings; these ids are our choice and are what the flag
 * service must serve. The empty string (the default) means "no banner".
 *
 * - 'scheduledMaintenance'  maintenance is planned
 * - 'maintenanceInProgress' maintenance is happening now ("in progress")
 * - 'generic'               a generic service problem
 * - 'searchUnavailable'     search is down
 * - 'claimsUnavailable'     claims are down
 * - 'conciergeUnavailable'  the concierge (messages) is down
 */
export const WARNING_BANNER_VALUES = [
  'scheduledMaintenance',
  'maintenanceInProgress',
  'generic',
  'searchUnavailable',
  'claimsUnavailable',
  'conciergeUnavailable',
] as const;

type WarningBannerValue = (typeof WARNING_BANNER_VALUES)[number];

/** `''` = no banner (the flag's default). */
export type WarningBannerFlag = WarningBannerValue | '';

export function isWarningBannerValue(value: unknown): value is WarningBannerValue {
  return typeof value === 'string' && (WARNING_BANNER_VALUES as readonly string[]).includes(value);
}

/**
 * How urgent each banner is (decision, spec silent): planned maintenance informs; everything that is
 * unavailable now warns.
 */
export const WARNING_BANNER_TONES: Readonly<Record<WarningBannerValue, 'info' | 'warning'>> = {
  scheduledMaintenance: 'info',
  maintenanceInProgress: 'warning',
  generic: 'warning',
  searchUnavailable: 'warning',
  claimsUnavailable: 'warning',
  conciergeUnavailable: 'warning',
};

/**
 * Feature flags (member-features §9): the flag keys, their defaults and types, the warning banner values, and
 * the rule that resolves delivered flags.
 */
export { type FlagValues, type FlagKey, FLAG_DEFAULTS, FLAG_KEYS, FLAG_CLIENT_TIMEOUT_MS } from './flag-definitions';
export { resolveFlags } from './resolve-flags';
export {
  WARNING_BANNER_VALUES, type WarningBannerFlag, isWarningBannerValue, WARNING_BANNER_TONES,
} from './warning-banner';

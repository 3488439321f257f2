import { FLAG_DEFAULTS, ONBOARDING_SLIDE_CONFIGURATIONS, isFlagKey, type FlagKey, type FlagValues } from './flag-definitions';
import { isWarningBannerValue } from './warning-banner';

function isValidValue(key: FlagKey, value: unknown): boolean {
  if (key === 'warningBanner') return value === '' || isWarningBannerValue(value);
  if (key === 'onboardingSlideConfiguration') {
    return typeof value === 'string' && (ONBOARDING_SLIDE_CONFIGURATIONS as readonly string[]).includes(value);
  }
  if (key === 'planIdForPreviewUX') return typeof value === 'number' && Number.isInteger(value);
  return typeof value === typeof FLAG_DEFAULTS[key];
}

/**
 * Merges flag values (from the flag service, a test or a persona) over FLAG_DEFAULTS.
 * Decision (spec silent): unknown keys are ignored, and a value of the wrong type or outside a flag's
 * known values keeps the default — a malformed flag answer never switches a feature on.
 */
export function resolveFlags(partial: Partial<FlagValues> | Record<string, unknown> | null | undefined): FlagValues {
  const resolved: FlagValues = { ...FLAG_DEFAULTS };
  if (!partial) return resolved;
  for (const [key, value] of Object.entries(partial)) {
    if (isFlagKey(key) && isValidValue(key, value)) {
      (resolved as unknown as Record<string, unknown>)[key] = value;
    }
  }
  return resolved;
}

import { FLAG_DEFAULTS } from './flag-definitions';
import { resolveFlags } from './resolve-flags';

describe('resolveFlags', () => {
  it('returns the defaults for nothing', () => {
    expect(resolveFlags(undefined)).toEqual(FLAG_DEFAULTS);
    expect(resolveFlags({})).toEqual(FLAG_DEFAULTS);
  });

  it('merges given values over the defaults', () => {
    const flags = resolveFlags({ careTeamUX: true, planIdForPreviewUX: 12, warningBanner: 'claimsUnavailable' });
    expect(flags.careTeamUX).toBe(true);
    expect(flags.planIdForPreviewUX).toBe(12);
    expect(flags.warningBanner).toBe('claimsUnavailable');
    expect(flags.tfaUX).toBe(false);
  });

  it('does not mutate the defaults', () => {
    resolveFlags({ tfaUX: true });
    expect(FLAG_DEFAULTS.tfaUX).toBe(false);
  });

  it('ignores unknown keys', () => {
    expect(resolveFlags({ somethingElse: true })).not.toHaveProperty('somethingElse');
  });

  it('keeps the default for a value of the wrong type or outside the known values', () => {
    const flags = resolveFlags({ tfaUX: 'yes', warningBanner: 'meteorStrike', onboardingSlideConfiguration: 'V9', planIdForPreviewUX: 'x' });
    expect(flags.tfaUX).toBe(false);
    expect(flags.warningBanner).toBe('');
    expect(flags.onboardingSlideConfiguration).toBe('V1');
    expect(flags.planIdForPreviewUX).toBe(-1);
  });
});

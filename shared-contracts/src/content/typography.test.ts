import { TYPOGRAPHY_SIZES, TYPOGRAPHY_WEIGHTS, parseTypography, typographyName } from './typography';

describe('content typography (member-features §5)', () => {
  it('accepts every size combined with every weight', () => {
    for (const size of TYPOGRAPHY_SIZES) {
      for (const weight of TYPOGRAPHY_WEIGHTS) expect(parseTypography(`${size}.${weight}`)).toEqual({ size, weight });
    }
    expect(TYPOGRAPHY_SIZES).toEqual(['micro', 'small', 'smallPlus', 'base', 'medium', 'mediumPlus', 'large', 'xlarge', 'xxlarge']);
    expect(TYPOGRAPHY_WEIGHTS).toEqual(['regular', 'bold', 'italic']);
  });

  it.each([undefined, null, 42, '', 'large', 'huge.bold', 'large.heavy', 'large.bold.italic', 'Large.Bold', '.bold', 'large.'])(
    'falls back to base.regular for %p',
    (variant) => {
      expect(typographyName(parseTypography(variant))).toBe('base.regular');
    },
  );
});

/**
 * Content typography (member-features §5): "size must be one of micro, small, smallPlus, base, medium,
 * mediumPlus, large, xlarge, xxlarge, combined with regular, bold or italic. Anything else falls back to
 * base.regular." Content writes it as `<size>.<weight>` (the styledText `variant` field, e.g. `large.bold`).
 */
export const TYPOGRAPHY_SIZES = ['micro', 'small', 'smallPlus', 'base', 'medium', 'mediumPlus', 'large', 'xlarge', 'xxlarge'] as const;
export const TYPOGRAPHY_WEIGHTS = ['regular', 'bold', 'italic'] as const;

type TypographySize = (typeof TYPOGRAPHY_SIZES)[number];
type TypographyWeight = (typeof TYPOGRAPHY_WEIGHTS)[number];

export interface Typography {
  size: TypographySize;
  weight: TypographyWeight;
}

const DEFAULT_TYPOGRAPHY: Typography = { size: 'base', weight: 'regular' };

const isSize = (value: string): value is TypographySize => (TYPOGRAPHY_SIZES as readonly string[]).includes(value);
const isWeight = (value: string): value is TypographyWeight => (TYPOGRAPHY_WEIGHTS as readonly string[]).includes(value);

/** Both parts must be valid; anything else (missing, unknown, extra parts) is base.regular. */
export function parseTypography(variant: unknown): Typography {
  if (typeof variant !== 'string') return DEFAULT_TYPOGRAPHY;
  const parts = variant.split('.');
  if (parts.length !== 2) return DEFAULT_TYPOGRAPHY;
  const [size, weight] = parts as [string, string];
  return isSize(size) && isWeight(weight) ? { size, weight } : DEFAULT_TYPOGRAPHY;
}

/** `large.bold`, for a class name or a token lookup. */
export function typographyName(typography: Typography): `${TypographySize}.${TypographyWeight}` {
  return `${typography.size}.${typography.weight}`;
}

/**
 * Design tokens, typed mirror of `tokens.css` (the one global stylesheet).
 * `tokens.test.ts` checks that every value here is declared, identically, in `tokens.css`,
 * and that text colours meet WCAG AA on white.
 * CSS variable names follow `--member-<group>-<kebab-key>`, e.g. `--member-color-text-muted`.
 */

export const color = {
  text: '#1b1f24',
  textMuted: '#545d68',
  textInverse: '#ffffff',
  primary: '#0a58b8',
  primaryHover: '#084590',
  primaryPressed: '#06376f',
  focusRing: '#0a58b8',
  border: '#6e7781',
  borderSubtle: '#d0d7de',
  surface: '#ffffff',
  surfaceMuted: '#f4f6f8',
  surfaceDisabled: '#e6e9ed',
  textDisabled: '#6e7781',
  info: '#0a58b8',
  infoSurface: '#eaf2fc',
  success: '#1c7a3b',
  successSurface: '#e9f6ee',
  warning: '#8a5300',
  warningSurface: '#fff4e0',
  error: '#b42318',
  errorSurface: '#fdecea',
  backdrop: 'rgba(15, 20, 25, 0.5)',
} as const;

const space = {
  xxs: '0.125rem',
  xs: '0.25rem',
  sm: '0.5rem',
  md: '0.75rem',
  lg: '1rem',
  xl: '1.5rem',
  xxl: '2rem',
  xxxl: '3rem',
} as const;

const radius = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  pill: '999px',
} as const;

const fontFamily = {
  base: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

const fontSize = {
  micro: '0.75rem',
  small: '0.875rem',
  smallPlus: '0.9375rem',
  base: '1rem',
  medium: '1.125rem',
  mediumPlus: '1.25rem',
  large: '1.5rem',
  xlarge: '1.75rem',
  xxlarge: '2rem',
} as const;

const fontWeight = {
  regular: '400',
  medium: '500',
  bold: '700',
} as const;

const lineHeight = {
  tight: '1.25',
  base: '1.5',
} as const;

/** Spec §9: animations are 0.2 s or 0.3 s. Both become 0s under `prefers-reduced-motion: reduce`. */
export const motionDuration = {
  fast: '0.2s',
  base: '0.3s',
} as const;

const motionEasing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Maximum content widths for page frames (PageTemplate `width`). */
const contentWidth = {
  narrow: '30rem',
  standard: '45rem',
  wide: '75rem',
} as const;

/** Fixed sizes: spec §9 spinner 24 or 28 px; 44 px minimum touch target. */
export const size = {
  spinnerSmall: '24px',
  spinnerLarge: '28px',
  touchTarget: '44px',
  iconSmall: '16px',
  icon: '20px',
} as const;

const zIndex = {
  modal: '1000',
} as const;

/** Every CSS group as it is named in `tokens.css`. */
export const cssTokenGroups = {
  color,
  space,
  radius,
  'font-family': fontFamily,
  'font-size': fontSize,
  'font-weight': fontWeight,
  'line-height': lineHeight,
  'motion-duration': motionDuration,
  'motion-easing': motionEasing,
  'content-width': contentWidth,
  size,
  'z-index': zIndex,
} as const;

export type CssTokenGroup = keyof typeof cssTokenGroups;

const toKebab = (key: string): string => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `cssVariableName('color', 'textMuted')` → `--member-color-text-muted`. */
export function cssVariableName<G extends CssTokenGroup>(group: G, key: keyof (typeof cssTokenGroups)[G] & string): string {
  return `--member-${group}-${toKebab(key)}`;
}

/** `cssVar('color', 'primary')` → `var(--member-color-primary)`, for inline styles. */
export function cssVar<G extends CssTokenGroup>(group: G, key: keyof (typeof cssTokenGroups)[G] & string): string {
  return `var(${cssVariableName(group, key)})`;
}

/**
 * Spec §9 breakpoints: "narrow" is up to 767 px wide or up to 479 px high; "small" is 390 px or less.
 * CSS custom properties cannot be used inside media queries, so CSS Modules repeat `media.narrow` literally.
 */
const breakpoint = {
  narrowMaxWidth: 767,
  narrowMaxHeight: 479,
  smallMaxWidth: 390,
} as const;

export const media = {
  narrow: `(max-width: ${breakpoint.narrowMaxWidth}px), (max-height: ${breakpoint.narrowMaxHeight}px)`,
  small: `(max-width: ${breakpoint.smallMaxWidth}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export function isNarrowViewport(width: number, height: number): boolean {
  return width <= breakpoint.narrowMaxWidth || height <= breakpoint.narrowMaxHeight;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(media.reducedMotion).matches;
}

/** The duration to use for a JS-driven animation: `0s` when the user asks for reduced motion. */
export function getMotionDuration(speed: keyof typeof motionDuration): string {
  return prefersReducedMotion() ? '0s' : motionDuration[speed];
}

export const tokens = {
  color,
  space,
  radius,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motionDuration,
  motionEasing,
  contentWidth,
  size,
  zIndex,
  breakpoint,
  media,
} as const;

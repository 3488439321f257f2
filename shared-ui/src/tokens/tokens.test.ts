import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  color,
  cssTokenGroups,
  cssVar,
  cssVariableName,
  getMotionDuration,
  isNarrowViewport,
  media,
  motionDuration,
  size,
} from './tokens';

const css = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
const rootBlock = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));

function declaredValue(name: string): string | undefined {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(rootBlock);
  return match?.[1]?.trim();
}

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('design tokens', () => {
  it('declares every typed token in tokens.css with the same value', () => {
    for (const [group, values] of Object.entries(cssTokenGroups)) {
      for (const [key, value] of Object.entries(values)) {
        const name = cssVariableName(group as keyof typeof cssTokenGroups, key as never);
        expect({ name, value: declaredValue(name) }).toEqual({ name, value });
      }
    }
  });

  it('builds var() references for inline styles', () => {
    expect(cssVar('color', 'textMuted')).toBe('var(--member-color-text-muted)');
    expect(cssVar('font-size', 'smallPlus')).toBe('var(--member-font-size-small-plus)');
  });

  it.each(['text', 'textMuted', 'primary', 'primaryHover', 'primaryPressed', 'info', 'success', 'warning', 'error'] as const)(
    'text colour %s meets WCAG AA (4.5:1) on white',
    (key) => {
      expect(contrast(color[key], color.surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('white text meets WCAG AA on the primary button colours', () => {
    for (const background of [color.primary, color.primaryHover, color.primaryPressed]) {
      expect(contrast(color.textInverse, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(['info', 'success', 'warning', 'error'] as const)('tone %s text meets WCAG AA on its surface', (tone) => {
    expect(contrast(color[tone], color[`${tone}Surface`])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.text, color[`${tone}Surface`])).toBeGreaterThanOrEqual(4.5);
  });

  it('borders and focus ring meet the 3:1 non-text contrast on white', () => {
    expect(contrast(color.border, color.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(color.focusRing, color.surface)).toBeGreaterThanOrEqual(3);
  });

  it('has the spec spinner sizes and animation durations', () => {
    expect(size.spinnerSmall).toBe('24px');
    expect(size.spinnerLarge).toBe('28px');
    expect(motionDuration).toEqual({ fast: '0.2s', base: '0.3s' });
  });

  it('turns animations off under prefers-reduced-motion, in CSS and in JS', () => {
    const reducedBlock = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reducedBlock).toMatch(/--member-motion-duration-fast:\s*0s/);
    expect(reducedBlock).toMatch(/--member-motion-duration-base:\s*0s/);

    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === media.reducedMotion }) as MediaQueryList) as typeof window.matchMedia;
    try {
      expect(getMotionDuration('base')).toBe('0s');
    } finally {
      window.matchMedia = original;
    }
    window.matchMedia = (() => ({ matches: false }) as MediaQueryList) as typeof window.matchMedia;
    try {
      expect(getMotionDuration('base')).toBe('0.3s');
      expect(getMotionDuration('fast')).toBe('0.2s');
    } finally {
      window.matchMedia = original;
    }
  });

  it('treats up to 767 px wide or up to 479 px high as narrow', () => {
    expect(isNarrowViewport(767, 900)).toBe(true);
    expect(isNarrowViewport(768, 900)).toBe(false);
    expect(isNarrowViewport(1280, 479)).toBe(true);
    expect(isNarrowViewport(1280, 480)).toBe(false);
    expect(media.narrow).toBe('(max-width: 767px), (max-height: 479px)');
  });
});

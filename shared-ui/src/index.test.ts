import * as ui from './index';
import * as overlays from './overlays';
import * as tokenEntry from './tokens/tokens';

describe('@member/ui public API', () => {
  it.each([
    'Button',
    'TextLink',
    'LinkButton',
    'RouterProvider',
    'I18nProvider',
    'TextField',
    'Checkbox',
    'Form',
    'Banner',
    'IconButton',
    'PageTemplate',
    'Spinner',
    'LoadingState',
    'FallbackState',
    'VisuallyHidden',
  ] as const)('exports the %s component', (name) => {
    expect(ui[name]).toBeDefined();
  });

  it('exports the Modal from the overlays entry, not from the primitives', () => {
    expect(overlays.Modal).toBeDefined();
    expect('Modal' in ui).toBe(false);
  });

  it('exports the typed tokens and helpers from the tokens entry (@member/ui/tokens), not from the singleton', () => {
    expect(tokenEntry.tokens.size.spinnerLarge).toBe('28px');
    expect(tokenEntry.tokens.motionDuration.fast).toBe('0.2s');
    expect(typeof tokenEntry.cssVar).toBe('function');
    expect(typeof tokenEntry.isNarrowViewport).toBe('function');
    expect(typeof tokenEntry.getMotionDuration).toBe('function');
    expect('tokens' in ui).toBe(false);
  });
});

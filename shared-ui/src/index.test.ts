import * as ui from './index';
import * as overlays from './overlays';

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

  it('exports the typed tokens and helpers', () => {
    expect(ui.tokens.size.spinnerLarge).toBe('28px');
    expect(ui.tokens.motionDuration.fast).toBe('0.2s');
    expect(typeof ui.cssVar).toBe('function');
    expect(typeof ui.isNarrowViewport).toBe('function');
    expect(typeof ui.getMotionDuration).toBe('function');
  });
});

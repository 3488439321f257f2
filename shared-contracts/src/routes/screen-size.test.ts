import { NARROW_SCREEN_MEDIA_QUERY, isNarrowScreen, isVirtualKeyboardOpen } from './screen-size';

describe('screen size rules (access §9)', () => {
  it('is narrow at up to 767 px wide or up to 479 px high', () => {
    expect(isNarrowScreen(767, 1000)).toBe(true);
    expect(isNarrowScreen(768, 1000)).toBe(false);
    expect(isNarrowScreen(1280, 479)).toBe(true);
    expect(isNarrowScreen(1280, 480)).toBe(false);
    expect(NARROW_SCREEN_MEDIA_QUERY).toBe('(max-width: 767px), (max-height: 479px)');
  });

  it('counts the virtual keyboard as open when the viewport shrinks by at least 150 px', () => {
    expect(isVirtualKeyboardOpen(844, 694)).toBe(true);
    expect(isVirtualKeyboardOpen(844, 695)).toBe(false);
    expect(isVirtualKeyboardOpen(844, 844)).toBe(false);
  });
});

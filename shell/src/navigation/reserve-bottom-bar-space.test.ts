import { BOTTOM_BAR_HEIGHT_PROPERTY, reserveBottomBarSpace } from './reserve-bottom-bar-space';

type Callback = () => void;

describe('reserveBottomBarSpace', () => {
  let observed: { callback: Callback; targets: Element[]; disconnected: boolean }[];
  let height: number;

  beforeEach(() => {
    observed = [];
    height = 61.2;
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      entry = { callback: (() => undefined) as Callback, targets: [] as Element[], disconnected: false };
      constructor(callback: Callback) {
        this.entry.callback = callback;
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    };
  });

  afterEach(() => {
    Reflect.deleteProperty(window, 'ResizeObserver');
    document.documentElement.removeAttribute('style');
  });

  function bar() {
    const element = document.createElement('nav');
    element.getBoundingClientRect = () => ({ height }) as DOMRect;
    document.body.append(element);
    return element;
  }

  const root = () => document.documentElement.style;

  it("puts the bar's height (rounded up) into scroll-padding-bottom and the layout's custom property", () => {
    reserveBottomBarSpace(bar());
    expect(root().scrollPaddingBottom).toBe('62px');
    expect(root().getPropertyValue(BOTTOM_BAR_HEIGHT_PROPERTY)).toBe('62px');
  });

  it('follows the bar when it grows (tabs wrapping, larger text)', () => {
    const element = bar();
    reserveBottomBarSpace(element);
    expect(observed[0]?.targets).toEqual([element]);
    height = 140;
    observed[0]?.callback();
    expect(root().scrollPaddingBottom).toBe('140px');
    expect(root().getPropertyValue(BOTTOM_BAR_HEIGHT_PROPERTY)).toBe('140px');
  });

  it('gives the space back when the bar leaves', () => {
    const stop = reserveBottomBarSpace(bar());
    stop();
    expect(observed[0]?.disconnected).toBe(true);
    expect(root().scrollPaddingBottom).toBe('');
    expect(root().getPropertyValue(BOTTOM_BAR_HEIGHT_PROPERTY)).toBe('');
  });
});

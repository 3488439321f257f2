import { act, renderHook } from '@testing-library/react';
import { useOnlineStatus } from './use-online-status';

function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('useOnlineStatus', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts from navigator.onLine', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(false);
  });

  it('turns false when the browser goes offline and true again when it comes back', () => {
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    goOnline(false);
    expect(result.current).toBe(false);
    goOnline(true);
    expect(result.current).toBe(true);
  });

  it('stops listening when unmounted', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useOnlineStatus());
    unmount();
    expect(remove).toHaveBeenCalledWith('online', expect.any(Function));
    expect(remove).toHaveBeenCalledWith('offline', expect.any(Function));
  });
});

import { renderHook } from '@testing-library/react';
import { useSignedOutElsewhere } from './use-signed-out-elsewhere';

const CLIENT_ID = 'client-1';
const LAST_AUTH_USER = `CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser`;

function storageEvent(key: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));
}

describe('useSignedOutElsewhere', () => {
  beforeEach(() => window.localStorage.clear());

  it('fires when another tab removed the stored user', () => {
    const onSignedOut = jest.fn();
    window.localStorage.setItem(LAST_AUTH_USER, 'user-1');
    renderHook(() => useSignedOutElsewhere(CLIENT_ID, onSignedOut));
    window.localStorage.removeItem(LAST_AUTH_USER);
    storageEvent(LAST_AUTH_USER);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('fires when the storage was cleared', () => {
    const onSignedOut = jest.fn();
    window.localStorage.setItem(LAST_AUTH_USER, 'user-1');
    renderHook(() => useSignedOutElsewhere(CLIENT_ID, onSignedOut));
    window.localStorage.clear();
    storageEvent(null);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys and a stored user that is still there (token refresh, sign-in elsewhere)', () => {
    const onSignedOut = jest.fn();
    window.localStorage.setItem(LAST_AUTH_USER, 'user-1');
    renderHook(() => useSignedOutElsewhere(CLIENT_ID, onSignedOut));
    storageEvent('member.locale');
    storageEvent(LAST_AUTH_USER);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('fires at once when the stored user was already gone when listening started (a sign-out elsewhere before this tab loaded the listener)', () => {
    const onSignedOut = jest.fn();
    renderHook(() => useSignedOutElsewhere(CLIENT_ID, onSignedOut));
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('stops listening on unmount', () => {
    const onSignedOut = jest.fn();
    window.localStorage.setItem(LAST_AUTH_USER, 'user-1');
    const { unmount } = renderHook(() => useSignedOutElsewhere(CLIENT_ID, onSignedOut));
    window.localStorage.clear();
    unmount();
    storageEvent(null);
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});

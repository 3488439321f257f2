import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-services';
import { pageNeedsMfaPreference, useMfaPreferencePending } from './mfa-preference';

describe('the MFA preference, read when a page needs it', () => {
  it('is needed by /security (its status) and the /security/mfa pages only', () => {
    for (const path of ['/security', '/security/', '/security/mfa', '/security/mfa/code', '/security/mfa/phone', '/security/mfa/success']) {
      expect(pageNeedsMfaPreference(path)).toBe(true);
    }
    for (const path of ['/home', '/security/set-password', '/security/biometrics', '/account', '/securityx']) {
      expect(pageNeedsMfaPreference(path)).toBe(false);
    }
  });

  function renderPending(pathname: string, session: { status: 'authenticated' | 'unauthenticated'; mfaKnown?: boolean }) {
    const ensureMfaPreference = jest.fn().mockResolvedValue(undefined);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ShellServicesProvider services={{ session: { ensureMfaPreference } } as unknown as ShellServices}>{children}</ShellServicesProvider>
    );
    const { result } = renderHook(() => useMfaPreferencePending(pathname, session), { wrapper });
    return { pending: result.current, ensureMfaPreference };
  }

  it('holds a page that shows it until it is read, and starts the read', () => {
    const { pending, ensureMfaPreference } = renderPending('/security/mfa', { status: 'authenticated', mfaKnown: false });
    expect(pending).toBe(true);
    expect(ensureMfaPreference).toHaveBeenCalledTimes(1);
  });

  it('reads nothing on /home, once known, or signed out', () => {
    for (const [path, session] of [
      ['/home', { status: 'authenticated', mfaKnown: false }],
      ['/security', { status: 'authenticated', mfaKnown: true }],
      ['/security', { status: 'authenticated' }],
      ['/security', { status: 'unauthenticated', mfaKnown: false }],
    ] as const) {
      const { pending, ensureMfaPreference } = renderPending(path, session);
      expect(pending).toBe(false);
      expect(ensureMfaPreference).not.toHaveBeenCalled();
    }
  });
});

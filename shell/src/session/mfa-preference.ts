import { useEffect } from 'react';
import type { SessionSnapshot } from '@member/shared-contracts/identity';
import { useShellServices } from '../platform/shell-services';

/** The pages that show or change the SMS MFA preference: `/security` (its status) and `/security/mfa…`. */
export function pageNeedsMfaPreference(pathname: string): boolean {
  return /^\/security(\/mfa(\/.*)?)?\/?$/i.test(pathname);
}

/**
 * The MFA preference is read when a page needs it (no `GetUser` round trip before the first page):
 * on such a page with the preference not read yet, this starts the read and answers true while it runs,
 * so the page waits instead of showing "Off" for a member who has it on.
 */
export function useMfaPreferencePending(pathname: string, session: Pick<SessionSnapshot, 'status' | 'mfaKnown'>): boolean {
  const { session: sessionService } = useShellServices();
  const pending = session.status === 'authenticated' && session.mfaKnown === false && pageNeedsMfaPreference(pathname);
  useEffect(() => {
    if (pending) void sessionService.ensureMfaPreference();
  }, [pending, sessionService]);
  return pending;
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { Navigate, useSearchParams } from '@member/router';
import { LoadingState } from '@member/ui';
import { ANALYTICS_EVENTS } from '@member/shared-contracts/analytics';
import { isSafeRedirectPath, withQueryValue } from '@member/shared-contracts/routes';
import { TAB_STORAGE_KEYS } from '@member/shared-contracts/storage';
import { useShellServices } from '../platform/shell-services';
import { SsoReturnErrorPage } from './sso-return-error-page';

type Outcome = 'processing' | 'signedIn' | 'linkRequired' | 'failed';

/** The sign-in state's redirectPath the sign-on started with (sso-redirects.ts), taken once; only a same-origin path. */
function takeRedirectPath(): string | null {
  try {
    const path = window.sessionStorage.getItem(TAB_STORAGE_KEYS.ssoRedirectPath);
    window.sessionStorage.removeItem(TAB_STORAGE_KEYS.ssoRedirectPath);
    return isSafeRedirectPath(path) ? path : null;
  } catch {
    return null;
  }
}

/** `/` (with `query`), keeping the page the member asked for in `redirect` as the route gate does (access §2.8). */
const rootKeeping = (redirectPath: string | null, query = '') => `/${redirectPath ? withQueryValue(query, 'redirect', redirectPath) : query}`;

/**
 * `/sso`, the single sign-on return (access §2.1): the session is in status sso while it is processed;
 * it first signs out any previous session, then hands the OAuth `code` and `state` to the code exchange,
 * which refuses a return this tab did not start (login CSRF). An `error` answer, a missing code, a
 * return without a matching pending sign-in or a failed exchange shows the error page with the way back to sign-in; a
 * signed-in member goes on to `/`, which opens the app — at the page they asked for before signing in, when
 * the sign-on started with one (the sign-in state's redirectPath, access §3). (The native in-app browser
 * is closed on /sso by the native bridge.)
 */
export function SsoReturnPage() {
  const { t } = useTranslation('shell');
  const { session, logger, analytics } = useShellServices();
  const [searchParams] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>('processing');
  const [redirectPath, setRedirectPath] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    session.processSsoReturn({ code: searchParams.get('code'), state: searchParams.get('state'), error: searchParams.get('error') }).then(
      (exchanged) => {
        setRedirectPath(takeRedirectPath());
        setOutcome(exchanged === 'linkRequired' ? 'linkRequired' : 'signedIn');
      },
      (error: unknown) => {
        logger.warn('sso return failed', { error: error instanceof Error ? error.name : 'unknown' });
        setOutcome('failed');
      },
    );
  }, [session, logger, searchParams]);

  // "SSO Process" (features §7): how the return ended; the provider was reported when it started.
  useEffect(() => {
    if (outcome !== 'processing') analytics.track(ANALYTICS_EVENTS.ssoProcess, { step: 'returned', outcome });
  }, [outcome, analytics]);

  if (outcome === 'failed') return <SsoReturnErrorPage />;
  if (outcome === 'signedIn') return <Navigate to={rootKeeping(redirectPath)} replace />;
  // An identity not linked to an account yet: the sign-in screen, with the provider's email locked (access §2.2).
  if (outcome === 'linkRequired') return <Navigate to={rootKeeping(redirectPath, '?state=sign-in')} replace />;
  return <LoadingState label={t('session.sso.inProgress')} />;
}

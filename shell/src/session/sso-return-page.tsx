import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { Navigate, useSearchParams } from '@member/router';
import { LoadingState } from '@member/ui';
import { ANALYTICS_EVENTS } from '@member/shared-contracts/analytics';
import { useShellServices } from '../platform/shell-services';
import { SsoReturnErrorPage } from './sso-return-error-page';

type Outcome = 'processing' | 'signedIn' | 'linkRequired' | 'failed';

/**
 * `/sso`, the single sign-on return (access §2.1): the session is in status sso while it is processed;
 * it first signs out any previous session, then hands the OAuth `code` and `state` to the code exchange,
 * which refuses a return this tab did not start (login CSRF). An `error` answer, a missing code, a
 * return without a matching pending sign-in or a failed exchange shows the error page with the way back to sign-in; a
 * signed-in member goes on to `/`, which opens the app. (The native in-app browser is closed on /sso by
 * the native bridge.)
 */
export function SsoReturnPage() {
  const { t } = useTranslation('shell');
  const { session, logger, analytics } = useShellServices();
  const [searchParams] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>('processing');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    session.processSsoReturn({ code: searchParams.get('code'), state: searchParams.get('state'), error: searchParams.get('error') }).then(
      (exchanged) => setOutcome(exchanged === 'linkRequired' ? 'linkRequired' : 'signedIn'),
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
  if (outcome === 'signedIn') return <Navigate to="/" replace />;
  // An identity not linked to an account yet: the sign-in screen, with the provider's email locked (access §2.2).
  if (outcome === 'linkRequired') return <Navigate to="/?state=sign-in" replace />;
  return <LoadingState label={t('session.sso.inProgress')} />;
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { LoadingState } from '@member/ui';
import { useShellServices } from '../platform/shell-services';
import { ErrorPage } from '../pages/error-page';

/**
 * `/sign-out` (access §2.1, §4): signs the member out with a loader, then the session service lands on
 * `/?state=signed-out`. A failure ('Error signing out' is logged by the service) shows the error page.
 */
export function SignOutPage() {
  const { t } = useTranslation('shell');
  const { session } = useShellServices();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    session.signOut().catch(() => setFailed(true));
  }, [session]);

  if (failed) return <ErrorPage />;
  return <LoadingState label={t('session.signOut.inProgress')} />;
}

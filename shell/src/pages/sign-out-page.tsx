import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { LoadingState } from '@member/ui';
import { useShellServices } from '../platform/shell-services';
import { ErrorPage } from './error-page';

/** `/sign-out` (access §2.1): signs the member out with a loader; a failure shows the error page. */
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
  return <LoadingState label={t('signOut.inProgress')} />;
}

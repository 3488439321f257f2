import { useEffect, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { Banner } from '@member/ui';
import { dismissPasswordResetNotice, recoveryStore } from '../common/recovery.store';

/**
 * "Your password was reset" on the sign-in screen, once, right after /reset-password succeeded.
 * Read once on mount and cleared at once, so it never shows again after the next visit.
 */
export function PasswordResetNotice() {
  const { t } = useTranslation('mfe_auth');
  const [show] = useState(() => recoveryStore.getState().passwordResetDone);
  useEffect(() => {
    if (show) dismissPasswordResetNotice();
  }, [show]);
  if (!show) return null;
  return <Banner tone="success" heading={t('recovery.passwordResetDone.heading')} body={t('recovery.passwordResetDone.body')} />;
}

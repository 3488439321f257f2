import { useTranslation } from '@member/i18n';
import { MemberPage } from '@member/remote-runtime';
import { LinkButton } from '@member/ui';
import styles from '../common/settings-link-list.module.css';
import { SECURITY_PATH } from '../common/settings-paths';

/** /security/mfa/success: two-step verification is on; what changes at the next sign-in. */
export function MfaSuccessScreen() {
  const { t } = useTranslation('mfe_auth');
  return (
    <MemberPage heading={t('security.mfaSuccess.heading')} width="narrow" focusHeadingOnMount>
      <div className={styles.stack}>
        <p>{t('security.mfaSuccess.body')}</p>
        <LinkButton href={SECURITY_PATH} isFullWidth>
          {t('security.mfaSuccess.done')}
        </LinkButton>
      </div>
    </MemberPage>
  );
}

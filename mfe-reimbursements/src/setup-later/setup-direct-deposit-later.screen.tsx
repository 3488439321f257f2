import { useTranslation } from '@member/i18n';
import { LinkButton, PageTemplate } from '@member/ui';
import styles from '../common/reimbursements.module.css';

/** `/reimbursements/setup-direct-deposit-later`: checks keep coming; how to switch to direct deposit later (features §2). */
export function SetupDirectDepositLaterScreen() {
  const { t } = useTranslation('mfe_reimbursements');
  return (
    <PageTemplate heading={t('later.heading')} width="narrow">
      <div className={styles.stack}>
        <p>{t('later.body')}</p>
        <div className={styles.actions}>
          <LinkButton href="/home">{t('later.home')}</LinkButton>
          <LinkButton variant="secondary" href="/reimbursements">{t('later.setUpNow')}</LinkButton>
        </div>
      </div>
    </PageTemplate>
  );
}

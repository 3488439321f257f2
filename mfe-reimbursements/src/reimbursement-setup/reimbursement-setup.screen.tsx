import { useTranslation } from '@member/i18n';
import { PageTemplate } from '@member/ui';

/** `/reimbursements`. Direct deposit, bank link and check setup come in their own issue. */
export function ReimbursementSetupScreen() {
  const { t } = useTranslation('mfe_reimbursements');
  return <PageTemplate heading={t('setup.heading')} />;
}

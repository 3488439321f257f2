import { useTranslation } from '@member/i18n';
import { PageTemplate } from '@member/ui';

/** `/claims` (CLAIMS tab root). The list, details, submission and appeals come in their own issue. */
export function ClaimsListScreen() {
  const { t } = useTranslation('mfe_claims');
  return <PageTemplate heading={t('claimsList.heading')} />;
}

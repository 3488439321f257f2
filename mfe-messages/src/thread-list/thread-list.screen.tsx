import { useTranslation } from '@member/i18n';
import { PageTemplate } from '@member/ui';

/** `/messages` (CONCIERGE tab root). The thread list, thread view and sending come in their own issue. */
export function ThreadListScreen() {
  const { t } = useTranslation('mfe_messages');
  return <PageTemplate heading={t('threadList.heading')} />;
}

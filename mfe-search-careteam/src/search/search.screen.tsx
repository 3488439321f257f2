import { useTranslation } from '@member/i18n';
import { PageTemplate } from '@member/ui';

/** `/search` (SEARCH tab root). Provider search comes in its own issue. */
export function SearchScreen() {
  const { t } = useTranslation('mfe_search_careteam');
  return <PageTemplate heading={t('search.heading')} />;
}

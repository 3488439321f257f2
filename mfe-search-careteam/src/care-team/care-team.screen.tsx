import { useTranslation } from '@member/i18n';
import { PageTemplate } from '@member/ui';

/** `/care-team` (CARE_TEAM tab root). The care team comes in its own issue. */
export function CareTeamScreen() {
  const { t } = useTranslation('mfe_search_careteam');
  return <PageTemplate heading={t('careTeam.heading')} />;
}

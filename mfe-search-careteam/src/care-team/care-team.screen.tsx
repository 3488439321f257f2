import { useTranslation } from '@member/i18n';
import { MemberPage } from '@member/remote-runtime';
import { YourRecommendations } from '../common/your-recommendations';
import { SavedProviders } from './saved-providers';

/**
 * `/care-team` (CARE_TEAM tab root, careTeamUX; features §2, access §6): the primary care provider
 * (existingPCPs) and the providers the member saved, each removable, with a way to find more and to
 * message the concierge about them, what the concierge recommended and the way to my providers. A provider
 * opens its page inside the search (`/search?provider={id}`). Its page view, "Care Team Page", is the
 * shell's (the route table's `pageName`): one per visit.
 */
export function CareTeamScreen() {
  const { t } = useTranslation('mfe_search_careteam');
  return (
    <MemberPage heading={t('careTeam.heading')} hideBackButton>
      <SavedProviders hrefOf={(id) => `/search?provider=${encodeURIComponent(id)}`} />
      <YourRecommendations />
    </MemberPage>
  );
}

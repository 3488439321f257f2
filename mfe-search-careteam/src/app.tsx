import { Route, Routes } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { SearchScreen } from './search/search.screen';
import { CareTeamScreen } from './care-team/care-team.screen';
import { MyProviderScreen, ProvidersScreen } from './care-team/my-providers.screen';
import { RecommendationScreen, RecommendedProviderScreen } from './recommendations/recommendation.screen';

export function App() {
  return (
    <Routes>
      <Route path="/search" element={<SearchScreen />} />
      <Route path="/care-team" element={<CareTeamScreen />} />
      <Route path="/providers" element={<ProvidersScreen />} />
      <Route path="/providers/:providerId" element={<MyProviderScreen />} />
      <Route path="/recommendations/:recommendationId" element={<RecommendationScreen />} />
      <Route path="/recommendations/:recommendationId/provider/:providerId" element={<RecommendedProviderScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

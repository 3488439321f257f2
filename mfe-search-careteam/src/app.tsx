import { Route, Routes } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { SearchScreen } from './search/search.screen';
import { CareTeamScreen } from './care-team/care-team.screen';

export function App() {
  return (
    <Routes>
      <Route path="/search" element={<SearchScreen />} />
      <Route path="/care-team" element={<CareTeamScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

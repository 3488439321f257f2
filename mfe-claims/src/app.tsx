import { Route, Routes } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { ClaimsListScreen } from './claims-list/claims-list.screen';

export function App() {
  return (
    <Routes>
      <Route path="/claims" element={<ClaimsListScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

import { Route, Routes } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { ThreadListScreen } from './thread-list/thread-list.screen';

export function App() {
  return (
    <Routes>
      <Route path="/messages" element={<ThreadListScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

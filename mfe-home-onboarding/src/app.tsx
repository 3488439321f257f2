import { Route, Routes } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { HomeScreen } from './home/home.screen';

export function App() {
  return (
    <Routes>
      <Route path="/home" element={<HomeScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

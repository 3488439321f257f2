import { Route, Routes } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { ReimbursementSetupScreen } from './reimbursement-setup/reimbursement-setup.screen';

export function App() {
  return (
    <Routes>
      <Route path="/reimbursements" element={<ReimbursementSetupScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

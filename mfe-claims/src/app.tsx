import { Route, Routes } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { ClaimsListScreen } from './claims-list/claims-list.screen';
import { ClaimDetailsScreen } from './claim-details/claim-details.screen';
import { RepaymentRequestsScreen } from './repayment-requests/repayment-requests.screen';

export function App() {
  return (
    <Routes>
      <Route path="/claims" element={<ClaimsListScreen />} />
      <Route path="/claim-details/:id" element={<ClaimDetailsScreen />} />
      <Route path="/repayment-requests" element={<RepaymentRequestsScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

import { Route, Routes } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { ReimbursementSetupScreen } from './reimbursement-setup/reimbursement-setup.screen';
import { CheckConfirmationScreen } from './check-confirmation/check-confirmation.screen';
import { DirectDepositSuccessScreen } from './direct-deposit-success/direct-deposit-success.screen';
import { SetupDirectDepositLaterScreen } from './setup-later/setup-direct-deposit-later.screen';
import { PlaidOauthScreen } from './plaid-oauth/plaid-oauth.screen';

export function App() {
  return (
    <Routes>
      <Route path="/reimbursements" element={<ReimbursementSetupScreen />} />
      <Route path="/reimbursements/check-confirmation" element={<CheckConfirmationScreen />} />
      <Route path="/reimbursements/direct-deposit-success" element={<DirectDepositSuccessScreen />} />
      <Route path="/reimbursements/setup-direct-deposit-later" element={<SetupDirectDepositLaterScreen />} />
      <Route path="/plaid-oauth" element={<PlaidOauthScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

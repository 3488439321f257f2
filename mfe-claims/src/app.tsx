import { lazy, Suspense } from 'react';
import { useTranslation } from '@member/i18n';
import { Route, Routes } from '@member/router';
import { LoadingState } from '@member/ui';
import { NotFoundScreen } from '@member/remote-runtime';
import { ClaimsListScreen } from './claims-list/claims-list.screen';
import { ClaimDetailsScreen } from './claim-details/claim-details.screen';
import { RepaymentRequestsScreen } from './repayment-requests/repayment-requests.screen';

// The submission loads on /claims/new only (its own budget: "under 90 KiB more" than /claims).
const SubmitClaimScreen = lazy(() => import(/* webpackChunkName: "submit-claim" */ './submit-claim/submit-claim.screen'));
const AppealScreen = lazy(() => import(/* webpackChunkName: "claim-appeal" */ './appeal/appeal.screen'));

function Loading() {
  const { t } = useTranslation('mfe_claims');
  return <LoadingState label={t('common.loading')} />;
}

export function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/claims" element={<ClaimsListScreen />} />
        <Route path="/claims/new" element={<SubmitClaimScreen />} />
        <Route path="/claim-details/:id" element={<ClaimDetailsScreen />} />
        <Route path="/claim-details/:id/appeal/:step" element={<AppealScreen />} />
        <Route path="/repayment-requests" element={<RepaymentRequestsScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </Suspense>
  );
}

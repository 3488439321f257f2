import { lazy } from 'react';
import { Route, Routes } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { CoverageDetailsScreen } from './coverage-details/coverage-details.screen';
// In this chunk, not one of its own: every async chunk adds its entries to remoteEntry.js, which /home loads.
import { IdCardScreen } from './id-card/id-card.screen';
import { NotificationScreen } from './notifications/notification.screen';

// The incentive pages carry a Markdown renderer: their own chunk, not loaded on /coverage-details.
const incentivePages = () => import(/* webpackChunkName: "incentive-pages" */ './incentives/incentive-page.screen');
const BenefitScreen = lazy(() => incentivePages().then((m) => ({ default: m.BenefitScreen })));
const BenefitAccessScreen = lazy(() => incentivePages().then((m) => ({ default: m.BenefitAccessScreen })));
const BenefitInfoScreen = lazy(() => incentivePages().then((m) => ({ default: m.BenefitInfoScreen })));

/** The pages of this remote past /home (features §2: coverage details, notifications, incentive pages; the plan ID card), behind the host's route gate. */
export default function RoutePages() {
  return (
    <Routes>
      <Route path="/coverage-details" element={<CoverageDetailsScreen />} />
      <Route path="/id-card" element={<IdCardScreen />} />
      <Route path="/notifications/:ruleId" element={<NotificationScreen />} />
      <Route path="/benefit" element={<BenefitScreen />} />
      <Route path="/benefit-access" element={<BenefitAccessScreen />} />
      <Route path="/benefit/info/:context" element={<BenefitInfoScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

import { Route, Routes } from '@member/router';
import { NotFoundScreen } from '@member/remote-runtime';
import { CoverageDetailsScreen } from './coverage-details/coverage-details.screen';
import { NotificationScreen } from './notifications/notification.screen';

/** The pages of this remote past /home (issue 14 items 3–5), behind the host's route gate. */
export default function RoutePages() {
  return (
    <Routes>
      <Route path="/coverage-details" element={<CoverageDetailsScreen />} />
      <Route path="/notifications/:ruleId" element={<NotificationScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

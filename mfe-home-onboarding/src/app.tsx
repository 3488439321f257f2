import { lazy, Suspense } from 'react';
import { Route, Routes } from '@member/router';
import { useTranslation } from '@member/i18n';
import { LoadingState } from '@member/ui';
import { HomeScreen } from './home/home.screen';
import { OnboardingGate } from './onboarding/onboarding-gate';

// Every other page of this remote (coverage details, incentive and notification pages, and its 404)
// is one chunk loaded on its route, never with /home.
const RoutePages = lazy(() => import(/* webpackChunkName: "route-pages" */ './route-pages'));

function Pages() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<LoadingState label={t('loading')} />}>
      <RoutePages />
    </Suspense>
  );
}

export function App() {
  return (
    <Routes>
      <Route path="/home" element={<HomeScreen onboarding={<OnboardingGate />} />} />
      <Route path="*" element={<Pages />} />
    </Routes>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@member/router';
import { ID_CARD_PATH } from '@member/shared-contracts/routes';
import { useTranslation } from '@member/i18n';
import { LoadingState } from '@member/ui';
import { HomeScreen } from './home/home.screen';
import { OnboardingGate } from './onboarding/onboarding-gate';

// Every other page of this remote (coverage details, incentive and notification pages, and its 404)
// is one chunk loaded on its route, never with /home.
const RoutePages = lazy(() => import(/* webpackChunkName: "route-pages" */ './route-pages'));
// The ID card is its own chunk: the page a member opens at the desk (and keeps offline) carries nothing else.
const IdCardScreen = lazy(() => import(/* webpackChunkName: "id-card" */ './id-card/id-card.screen').then((m) => ({ default: m.IdCardScreen })));

function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return <Suspense fallback={<LoadingState label={t('loading')} />}>{children}</Suspense>;
}

export function App() {
  return (
    <Routes>
      <Route path="/home" element={<HomeScreen onboarding={<OnboardingGate />} />} />
      <Route path={ID_CARD_PATH} element={<Loading><IdCardScreen /></Loading>} />
      <Route path="*" element={<Loading><RoutePages /></Loading>} />
    </Routes>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useLocation } from '@member/router';
import { useRemoteProps } from '@member/remote-runtime';
import { shouldShowOnboardingModal } from '@member/shared-contracts/onboarding';
import { useUiStorage } from './onboarding.resource';

// Its own chunk (with @member/ui/overlays): fetched only when the storage says the modal shows.
const OnboardingModal = lazy(() => import(/* webpackChunkName: "onboarding-modal" */ './onboarding-modal'));

/**
 * Decides whether /home opens the onboarding modal (shared-contracts shouldShowOnboardingModal). The UI
 * storage is asked only when everything else already allows the modal (global navigation on, an account,
 * not search-only, no `modal` query parameter), so most members make no call; /home never waits for it.
 */
export function OnboardingGate() {
  const { account, flags } = useRemoteProps();
  const { search } = useLocation();
  const [closed, setClosed] = useState(false);
  const couldShow = shouldShowOnboardingModal({ account, flags, storage: { hasUserViewedOnboardingModal: false }, search });
  const storage = useUiStorage(couldShow && !closed);
  if (closed || !storage.data || !shouldShowOnboardingModal({ account, flags, storage: storage.data, search })) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingModal storage={storage.data} onClosed={() => setClosed(true)} />
    </Suspense>
  );
}

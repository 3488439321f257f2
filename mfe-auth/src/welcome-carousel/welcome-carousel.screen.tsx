import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@member/i18n';
import { useLocation, useNavigate } from '@member/router';
import { LoadingState } from '@member/ui';
import { useRemoteProps } from '@member/remote-runtime';
import { rootPathWithState } from '../common/sign-in-state-path';
import { markCarouselSeen } from '@member/shared-contracts/sign-in';
import { WelcomeCarousel } from './welcome-carousel';
import { useWelcomeCarouselContent } from './welcome-carousel.resource';
import { welcomeCarouselVariantFor } from '../common/welcome-carousel-variant';

/**
 * `/` for a first-time web visitor (access §2.1, §2.5): the welcome carousel. While its content loads, a
 * loading state; if the content cannot be loaded, the carousel is skipped and the sign-in screen shows
 * (the member can still sign in; the failure is logged without personal data). Continue stores the
 * carousel-seen flag and replaces the location with `state=sign-in`, keeping the other query values.
 * `signIn` is the sign-in screen, handed in by `/`'s route so this feature does not import the sign-in one.
 */
export function WelcomeCarouselScreen({ signIn }: { signIn: ReactNode }) {
  const { t } = useTranslation('mfe_auth');
  const { search } = useLocation();
  const navigate = useNavigate();
  const { logger } = useRemoteProps();
  const variant = welcomeCarouselVariantFor(search);
  const query = useWelcomeCarouselContent(variant);

  useEffect(() => {
    if (query.error) logger.warn('welcome carousel content not loaded', { variant, error: query.error.name });
  }, [query.error, logger, variant]);

  if (query.isPending) return <LoadingState label={t('welcomeCarousel.loading')} />;
  if (query.isError) return signIn;

  const continueToSignIn = () => {
    markCarouselSeen();
    navigate(rootPathWithState(search, 'sign-in'), { replace: true });
  };
  return <WelcomeCarousel content={query.data} onContinue={continueToSignIn} />;
}

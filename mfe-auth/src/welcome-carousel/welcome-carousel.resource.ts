import { useRemoteProps } from '@member/remote-runtime';
import { USER_FLOW_CONTENT_TYPE, WELCOME_CAROUSEL_FLOW_KEY, toWelcomeCarouselContent, type WelcomeCarouselContent } from './welcome-slides';
import type { WelcomeCarouselVariant } from '../common/welcome-carousel-variant';
import { useContentOnce } from '../common/use-content-once';

/**
 * The welcome carousel's content in the member's locale, through the host's content port (which owns the
 * content client, its include depth for userFlow and its 5-minute cache). Low criticality and not
 * retried: on failure no global error page, the member goes straight on to sign-in.
 */
export function useWelcomeCarouselContent(variant: WelcomeCarouselVariant) {
  const { content, locale } = useRemoteProps();
  return useContentOnce<WelcomeCarouselContent>(content, `welcomeCarousel:${variant}:${locale}`, async () =>
    toWelcomeCarouselContent(
      await content.getEntry({ contentType: USER_FLOW_CONTENT_TYPE, locale, fields: { key: WELCOME_CAROUSEL_FLOW_KEY, variant }, criticality: 'low' }),
    ),
  );
}

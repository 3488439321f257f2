import { useRemoteProps } from '@member/remote-runtime';
import type { WelcomeCarouselContent } from './welcome-slides';
import type { WelcomeCarouselVariant } from '../common/welcome-carousel-variant';
import { useContentOnce } from '../common/use-content-once';

const USER_FLOW_CONTENT_TYPE = 'userFlow';
const WELCOME_CAROUSEL_FLOW_KEY = 'welcomeCarousel';

/**
 * The welcome carousel's content in the member's locale, through the host's content port (which owns the
 * content client, its include depth for userFlow and its 5-minute cache). Low criticality and not
 * retried: on failure no global error page, the member goes straight on to sign-in.
 *
 * `/`'s route starts it (`enabled`) as it decides on the carousel, beside the carousel's own chunk: the
 * request and the content client's chunk no longer wait for that chunk to arrive (the first visit's LCP
 * chain, docs/performance.md). The slides' parser comes with the carousel's chunk.
 */
export function useWelcomeCarouselContent(variant: WelcomeCarouselVariant, enabled = true) {
  const { content, locale } = useRemoteProps();
  return useContentOnce<WelcomeCarouselContent>(
    content,
    `welcomeCarousel:${variant}:${locale}`,
    async () => {
      const [entry, { toWelcomeCarouselContent }] = await Promise.all([
        content.getEntry({ contentType: USER_FLOW_CONTENT_TYPE, locale, fields: { key: WELCOME_CAROUSEL_FLOW_KEY, variant }, criticality: 'low' }),
        import(/* webpackChunkName: "welcome-carousel" */ './welcome-slides'),
      ]);
      return toWelcomeCarouselContent(entry);
    },
    enabled,
  );
}

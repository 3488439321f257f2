import type { ContentSeed } from '../content-model';
import { agents } from './agents';
import { applicationStrings } from './application-strings';
import { assets } from './assets';
import { contentTypes } from './content-types';
import { faqPages } from './info-pages-faq';
import { otherInfoPages } from './info-pages-other';
import { incentivePages } from './info-pages-incentive';
import { privacyPages } from './info-pages-privacy';
import { termsPages } from './info-pages-terms';
import { homeFlows, homeRows } from './home-rows';
import { onboardingFlows, onboardingSlides, onboardingSlidesV2 } from './onboarding-slides';
import { styledTexts } from './styled-texts';
import { alternateWelcomeSlides, welcomeCarouselFlows, welcomeSlides } from './welcome-carousel';

/** Everything the sandbox content service delivers. */
export const contentSeed: ContentSeed = {
  contentTypes,
  assets,
  entries: [
    ...applicationStrings,
    ...faqPages,
    ...termsPages,
    ...privacyPages,
    ...otherInfoPages,
    ...incentivePages,
    ...welcomeSlides,
    ...alternateWelcomeSlides,
    ...welcomeCarouselFlows,
    ...onboardingSlides,
    ...onboardingSlidesV2,
    ...onboardingFlows,
    ...styledTexts,
    ...homeRows,
    ...homeFlows,
    ...agents,
  ],
};

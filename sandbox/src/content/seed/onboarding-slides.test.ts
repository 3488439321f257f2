import { ONBOARDING_SLIDES, onboardingSlideOfEntryId } from '@member/shared-contracts/onboarding';
import { homeFlows } from './home-rows';
import { onboardingFlows, onboardingSlides } from './onboarding-slides';

describe('onboarding and /home content seed (member-features §3)', () => {
  it('the V1 flow holds one entry for each slide of §4, each known by its entry id', () => {
    const [flow] = onboardingFlows;
    expect(flow?.fields.key?.['en-US']).toBe('onboardingModal');
    expect(flow?.fields.variant?.['en-US']).toBe('V1');
    expect(onboardingSlides.map((slide) => onboardingSlideOfEntryId(slide.id))).toEqual([...ONBOARDING_SLIDES]);
  });

  it('every slide has a title and description in English and Spanish', () => {
    for (const slide of onboardingSlides) {
      for (const field of ['title', 'description']) {
        expect(slide.fields[field]?.['en-US']).toEqual(expect.any(String));
        expect(slide.fields[field]?.['es-US']).toEqual(expect.any(String));
      }
    }
  });

  it('the /home flow links its rows', () => {
    expect(homeFlows[0]?.fields.key?.['en-US']).toBe('homeScreen');
  });
});

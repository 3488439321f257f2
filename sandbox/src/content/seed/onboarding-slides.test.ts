import { ONBOARDING_SLIDES, onboardingSlideOfEntryId } from '@member/shared-contracts/onboarding';
import { homeFlows } from './home-rows';
import { onboardingFlows, onboardingSlides, onboardingSlidesV2 } from './onboarding-slides';

describe('onboarding and /home content seed (member-features §3)', () => {
  it('the V1 flow holds one entry for each slide of §4, each known by its entry id', () => {
    const [flow] = onboardingFlows;
    expect(flow?.fields.key?.['en-US']).toBe('onboardingModal');
    expect(flow?.fields.variant?.['en-US']).toBe('V1');
    expect(onboardingSlides.map((slide) => onboardingSlideOfEntryId(slide.id))).toEqual([...ONBOARDING_SLIDES]);
  });

  it('the V2 flow (onboardingSlideConfiguration V2) has its own title and its own entry for each slide', () => {
    const v2 = onboardingFlows.find((flow) => flow.fields.variant?.['en-US'] === 'V2');
    expect(v2?.fields.key?.['en-US']).toBe('onboardingModal');
    expect(v2?.fields.title?.['en-US']).not.toBe(onboardingFlows[0]?.fields.title?.['en-US']);
    expect(onboardingSlidesV2.map((slide) => onboardingSlideOfEntryId(slide.id))).toEqual([...ONBOARDING_SLIDES]);
    const v1Copy = new Set(onboardingSlides.map((slide) => slide.fields.description?.['en-US']));
    expect(onboardingSlidesV2.filter((slide) => v1Copy.has(slide.fields.description?.['en-US']))).toEqual([]);
  });

  it('every slide has a title and description in English and Spanish', () => {
    for (const slide of [...onboardingSlides, ...onboardingSlidesV2]) {
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

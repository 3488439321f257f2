import type { ContentEntry } from '@member/shared-contracts/mount';
import { toOnboardingContent } from './onboarding-content';

const step = (id: string, title = `${id} title`) => ({ sys: { id }, fields: { title, description: `${id} body`, image: { fields: { description: 'Picture', file: { url: '//img.svg' } } } } });
const flow: ContentEntry = {
  id: 'userFlowOnboardingV1',
  contentType: 'userFlow',
  fields: {
    title: 'What is new',
    steps: ['ExcitingUpdates', 'AccumulatorFeeds', 'AccumulatorManual', 'CareTeam', 'HomeScreen', 'TopProvider'].map((name) => step(`onboardingSlide${name}`)),
  },
};

describe('onboarding content', () => {
  it('takes the slides of the sequence, in its order, from the flow', () => {
    const content = toOnboardingContent(flow, ['excitingUpdates', 'accumulatorManual', 'careTeam', 'homeScreen']);
    expect(content.title).toBe('What is new');
    expect(content.slides.map((slide) => slide.heading)).toEqual([
      'onboardingSlideExcitingUpdates title',
      'onboardingSlideAccumulatorManual title',
      'onboardingSlideCareTeam title',
      'onboardingSlideHomeScreen title',
    ]);
    expect(content.slides[0]?.image).toEqual({ url: '//img.svg', alt: 'Picture' });
  });

  it('leaves out a slide the content lacks or cannot show; none at all is an error', () => {
    const partial: ContentEntry = { ...flow, fields: { steps: [step('onboardingSlideCareTeam'), step('onboardingSlideHomeScreen', ' '), { sys: { id: 'onboardingSlideExcitingUpdates' } }] } };
    expect(toOnboardingContent(partial, ['excitingUpdates', 'careTeam', 'homeScreen']).slides.map((slide) => slide.slide)).toEqual(['careTeam']);
    expect(() => toOnboardingContent(partial, ['topProvider'])).toThrow();
  });
});

import { contentImage, contentText, linkedEntryId, linkedFields, type ContentImage } from '@member/shared-contracts/content';
import { onboardingSlideOfEntryId, type OnboardingSlide } from '@member/shared-contracts/onboarding';
import { type ContentEntry } from '@member/shared-contracts/mount';

interface OnboardingSlideContent {
  slide: OnboardingSlide;
  heading: string;
  body: string;
  image: ContentImage | null;
}

export interface OnboardingContent {
  /** The flow's title, null without one. */
  title: string | null;
  slides: OnboardingSlideContent[];
}

/**
 * The slides to show: the sequence the rules chose (shared-contracts onboardingSlideSequence), each from the
 * flow's step for that slide (by entry id). A slide the content lacks is left out; none at all is an error
 * (the modal then does not open and the storage is left as it was, so it can show another time).
 */
export function toOnboardingContent(entry: ContentEntry, sequence: readonly OnboardingSlide[]): OnboardingContent {
  const steps = Array.isArray(entry.fields.steps) ? entry.fields.steps : [];
  const bySlide = new Map<OnboardingSlide, OnboardingSlideContent>();
  for (const step of steps) {
    const id = linkedEntryId(step);
    const slide = id ? onboardingSlideOfEntryId(id) : null;
    const fields = linkedFields(step);
    const heading = fields ? contentText(fields.title) : null;
    const body = fields ? contentText(fields.description) : null;
    if (slide && heading && body && !bySlide.has(slide)) bySlide.set(slide, { slide, heading, body, image: contentImage(fields?.image) });
  }
  const slides = sequence.flatMap((slide) => bySlide.get(slide) ?? []);
  if (slides.length === 0) throw new Error('onboarding content has none of the slides to show');
  return { title: contentText(entry.fields.title), slides };
}

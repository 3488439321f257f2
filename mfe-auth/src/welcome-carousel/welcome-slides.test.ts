import { WELCOME_FLOW } from '../testing/render-auth';
import { toWelcomeCarouselContent } from './welcome-slides';
import { welcomeCarouselVariantFor } from '../common/welcome-carousel-variant';

describe('welcome carousel content', () => {
  it('reads the title and the slides in order, with the image url and its description as alt text', () => {
    const content = toWelcomeCarouselContent(WELCOME_FLOW);
    expect(content.title).toBe('Welcome');
    expect(content.slides.map((slide) => slide.heading)).toEqual(['Find care that fits you', 'Know what is covered', 'Get money back faster', 'Help when you need it']);
    expect(content.slides[0]).toEqual({
      id: 's1',
      heading: 'Find care that fits you',
      body: 'Search for doctors.',
      image: { url: '//content.test/files/find-care.svg', alt: 'A magnifying glass over a medical cross' },
    });
  });

  it('accepts linked entries already mapped to { id, fields } and keeps at most 4 slides', () => {
    const step = (id: string) => ({ id, contentType: 'layoutRow', fields: { title: `Title ${id}`, description: 'Body' } });
    const content = toWelcomeCarouselContent({ id: 'f', contentType: 'userFlow', fields: { steps: ['a', 'b', 'c', 'd', 'e'].map(step) } });
    expect(content.slides.map((slide) => slide.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(content.slides[0]?.image).toBeNull();
    expect(content.title).toBeNull();
  });

  it('leaves out unresolved links and slides without text; an image without a description falls back to its title', () => {
    const content = toWelcomeCarouselContent({
      id: 'f',
      contentType: 'userFlow',
      fields: {
        steps: [
          { sys: { type: 'Link', linkType: 'Entry', id: 'missing' } },
          { sys: { id: 'no-body' }, fields: { title: 'Only a title' } },
          { sys: { id: 'ok' }, fields: { title: 'Title', description: 'Body', image: { fields: { title: 'Picture', file: { url: '/p.svg' } } } } },
        ],
      },
    });
    expect(content.slides).toEqual([{ id: 'ok', heading: 'Title', body: 'Body', image: { url: '/p.svg', alt: 'Picture' } }]);
  });

  it('is an error when no slide is usable', () => {
    expect(() => toWelcomeCarouselContent({ id: 'f', contentType: 'userFlow', fields: {} })).toThrow('no slides');
    expect(() => toWelcomeCarouselContent({ id: 'f', contentType: 'userFlow', fields: { steps: [{ sys: { id: 'x' } }] } })).toThrow('no slides');
  });
});

describe('welcome carousel variant', () => {
  it('is the alternate one for a visitor with a client_id (an employer invitation), else the default', () => {
    expect(welcomeCarouselVariantFor('')).toBe('default');
    expect(welcomeCarouselVariantFor('?redirect=%2Fclaims')).toBe('default');
    expect(welcomeCarouselVariantFor('?client_id=12')).toBe('alternate');
  });

  it('can be asked for explicitly with variant=default|alternate; other values are ignored', () => {
    expect(welcomeCarouselVariantFor('?variant=alternate')).toBe('alternate');
    expect(welcomeCarouselVariantFor('variant=default&client_id=12')).toBe('default');
    expect(welcomeCarouselVariantFor('?variant=other')).toBe('default');
  });
});

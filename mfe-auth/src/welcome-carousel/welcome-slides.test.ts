import { WELCOME_FLOW } from '../testing/render-auth';
import { toWelcomeCarouselContent } from './welcome-slides';
import { welcomeCarouselVariantFor } from '../common/welcome-carousel-variant';

describe('welcome carousel content', () => {
  it("reads the title and the slides in order, with the image url, its description as alt text and the file's size", () => {
    const content = toWelcomeCarouselContent(WELCOME_FLOW);
    expect(content.title).toBe('Welcome');
    expect(content.slides.map((slide) => slide.heading)).toEqual(['Find care that fits you', 'Know what is covered', 'Get money back faster', 'Help when you need it']);
    expect(content.slides[0]).toEqual({
      id: 's1',
      heading: 'Find care that fits you',
      body: 'Search for doctors.',
      image: { url: '//content.test/files/find-care.svg', alt: 'A magnifying glass over a medical cross', intrinsic: { width: 640, height: 480 } },
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

  it("reads the image's size only when its file gives a non-zero width and height, and keeps the image without it", () => {
    const withFile = (id: string, file: Record<string, unknown>) => ({ sys: { id }, fields: { title: id, description: 'Body', image: { fields: { title: 'Picture', file: { url: `/${id}.svg`, ...file } } } } });
    const content = toWelcomeCarouselContent({
      id: 'f',
      contentType: 'userFlow',
      fields: {
        steps: [
          withFile('no-image', { details: { size: 10 } }),
          withFile('no-height', { details: { image: { width: 640 } } }),
          withFile('zero-width', { details: { image: { width: 0, height: 480 } } }),
          withFile('square', { details: { size: 10, image: { width: 256, height: 256 } } }),
        ],
      },
    });
    expect(content.slides.map((slide) => slide.image?.url)).toEqual(['/no-image.svg', '/no-height.svg', '/zero-width.svg', '/square.svg']);
    expect(content.slides.map((slide) => slide.image?.intrinsic)).toEqual([undefined, undefined, undefined, { width: 256, height: 256 }]);
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

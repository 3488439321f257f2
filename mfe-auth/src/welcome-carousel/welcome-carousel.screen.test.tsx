import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { resetSignInFlow } from '../common/sign-in-flow.store';
import { renderAuth, reportedText } from '../testing/render-auth';

beforeEach(() => {
  resetSignInFlow();
  window.localStorage.clear();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  setPageVisibility('visible');
  setReducedMotion(null);
});

function setPageVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

function setReducedMotion(matches: boolean | null) {
  if (matches === null) {
    Reflect.deleteProperty(window, 'matchMedia');
    return;
  }
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

async function openCarousel(path = '/') {
  const view = await renderAuth(path);
  await screen.findByRole('heading', { level: 1, name: 'Welcome' });
  return view;
}

const currentSlide = () => screen.getByRole('group', { name: /^\d of 4$/ });
const currentHeading = () => within(currentSlide()).getByRole('heading', { level: 2 }).textContent;
const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const swipe = (fromX: number, toX: number) => {
  const area = currentSlide().parentElement as HTMLElement;
  fireEvent(area, new MouseEvent('pointerdown', { bubbles: true, clientX: fromX }));
  fireEvent(area, new MouseEvent('pointerup', { bubbles: true, clientX: toX }));
};

describe('welcome carousel', () => {
  it('loads the flow of the default variant in the member locale and shows the first slide with its image', async () => {
    const view = await openCarousel();
    expect(view.content.getEntry).toHaveBeenCalledWith({ contentType: 'userFlow', locale: 'en-US', fields: { key: 'welcomeCarousel', variant: 'default' }, criticality: 'low' });
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    expect(currentHeading()).toBe('Find care that fits you');
    const slideImage = within(currentSlide()).getByRole('img', { name: 'A magnifying glass over a medical cross' });
    // Features §9 "Image scales: 1x, 2x, 3x": the 16rem slide image at each density.
    expect(slideImage).toHaveAttribute('src', '//content.test/files/find-care.svg?w=256');
    expect(slideImage).toHaveAttribute('srcset', '//content.test/files/find-care.svg?w=256 1x, //content.test/files/find-care.svg?w=512 2x, //content.test/files/find-care.svg?w=768 3x');
    expect(screen.getByRole('region', { name: 'Welcome slides' })).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it("reserves each slide image's box at its file's aspect ratio, so the text below does not move when it arrives", async () => {
    await openCarousel();
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images).toHaveLength(4);
    // The fixture's 640 × 480 (4:3) files, shown 256 px wide.
    for (const image of images) {
      expect(image).toHaveAttribute('width', '256');
      expect(image).toHaveAttribute('height', '192');
    }
  });

  it("fetches the slide on screen's image first and the hidden slides' images at low priority (the first visit's largest paint)", async () => {
    await openCarousel();
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images).toHaveLength(4);
    expect(within(currentSlide()).getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    expect(images.filter((image) => image.getAttribute('fetchpriority') === 'low')).toHaveLength(3);
  });

  it('paints the slide shown at page load at once: not marked as moved (the fade-in), also when its own dot is pressed', async () => {
    await openCarousel();
    expect(currentSlide()).toHaveAttribute('data-moved', 'false');
    press('Slide 1 of 4');
    advance(7999);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    expect(currentSlide()).toHaveAttribute('data-moved', 'false');
  });

  it.each([
    ['the auto-advance', () => advance(8000), '2 of 4'],
    ['Next', () => press('Next slide'), '2 of 4'],
    ['Previous', () => press('Previous slide'), '4 of 4'],
    ['a dot', () => press('Slide 3 of 4'), '3 of 4'],
    ['a swipe', () => swipe(300, 150), '2 of 4'],
  ])('fades in a slide it changes to by %s, and every slide after, the first one again included', async (_, move, landed) => {
    await openCarousel();
    move();
    expect(currentSlide()).toHaveAccessibleName(landed);
    expect(currentSlide()).toHaveAttribute('data-moved', 'true');
    press('Slide 1 of 4');
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    expect(currentSlide()).toHaveAttribute('data-moved', 'true');
  });

  it('asks for the alternate variant with a client_id in the query', async () => {
    const view = await openCarousel('/?client_id=12');
    expect(view.content.getEntry).toHaveBeenCalledWith(expect.objectContaining({ fields: { key: 'welcomeCarousel', variant: 'alternate' } }));
  });

  it('shows a loading state while the content loads', async () => {
    const view = await renderAuth('/', (fakes) => void fakes.content.getEntry.mockReturnValue(new Promise(() => undefined)));
    // The splash while the carousel's chunk loads, then the carousel's own loading state.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading the welcome slides'));
    expect(view.content.getEntry).toHaveBeenCalled();
  });

  it('advances every 8000 ms and wraps around from the last slide to the first', async () => {
    await openCarousel();
    advance(7999);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
    advance(8000);
    advance(8000);
    expect(currentSlide()).toHaveAccessibleName('4 of 4');
    advance(8000);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
  });

  it('pauses and plays with the rotation control; announces slides politely only while paused', async () => {
    await openCarousel();
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'off');
    press('Pause slides');
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'polite');
    advance(30000);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    press('Play slides');
    advance(8000);
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
  });

  it('holds the auto-advance while focus is inside, keeps the Pause choice, and resumes for a full 8000 ms when focus leaves', async () => {
    await openCarousel();
    advance(5000);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(30000);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    // Not rotating: slides are announced politely; the member's play/pause choice is unchanged.
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Slide 2 of 4' }).focus());
    advance(30000);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    act(() => screen.getByRole('button', { name: 'Slide 2 of 4' }).blur());
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'off');
    advance(7999);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
  });

  it('focus on the rotation control itself does not hold: Play pressed there starts the rotation', async () => {
    await openCarousel();
    const control = screen.getByRole('button', { name: 'Pause slides' });
    act(() => control.focus());
    advance(8000);
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
  });

  it('pauses while the page is hidden and starts a full 8000 ms again when it is visible', async () => {
    await openCarousel();
    advance(5000);
    setPageVisibility('hidden');
    advance(20000);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    setPageVisibility('visible');
    advance(7999);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
  });

  it('has one dot per slide, the current one marked, and moves to the slide of a dot', async () => {
    await openCarousel();
    const dots = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Slide 1 of 4', 'Slide 2 of 4', 'Slide 3 of 4', 'Slide 4 of 4']);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    press('Slide 3 of 4');
    expect(currentHeading()).toBe('Get money back faster');
    expect(screen.getByRole('button', { name: 'Slide 3 of 4' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Slide 1 of 4' })).not.toHaveAttribute('aria-current');
  });

  it('goes to the previous and next slide with buttons, wrapping around, and restarts the 8000 ms', async () => {
    await openCarousel();
    press('Previous slide');
    expect(currentSlide()).toHaveAccessibleName('4 of 4');
    press('Next slide');
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    advance(6000);
    press('Next slide');
    advance(6000);
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
    advance(2000);
    expect(currentSlide()).toHaveAccessibleName('3 of 4');
  });

  it('swipes: more than 100 px left is next, right is previous, 100 px or less does nothing', async () => {
    await openCarousel();
    swipe(300, 200);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    swipe(300, 199);
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
    swipe(100, 201);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    swipe(100, 200);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    swipe(100, 250);
    expect(currentSlide()).toHaveAccessibleName('4 of 4');
  });

  it('with reduced motion starts paused; Play still starts it', async () => {
    setReducedMotion(true);
    await openCarousel();
    advance(16000);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    press('Play slides');
    advance(8000);
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
  });

  it('Continue stores the carousel-seen flag and replaces the location with state=sign-in, keeping the query', async () => {
    const view = await openCarousel('/?redirect=%2Fclaims');
    press('Continue');
    expect(window.localStorage.getItem(STORAGE_KEYS.carouselSeen)).toBe('true');
    expect(view.navigations).toEqual(['/?redirect=%2Fclaims&state=sign-in']);
  });

  it('skips to the sign-in screen when the content cannot be loaded, and logs it without personal data', async () => {
    const view = await renderAuth('/?redirect=%2Fclaims', (fakes) => void fakes.content.getEntry.mockRejectedValue(new TypeError('network down')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(view.logger.warn).toHaveBeenCalledWith('welcome carousel content not loaded', { variant: 'default', error: 'TypeError' });
    expect(reportedText(view)).not.toContain('@');
    expect(window.localStorage.getItem(STORAGE_KEYS.carouselSeen)).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { resetSignInFlow } from './common/sign-in-flow.store';
import { renderAuth } from './testing/render-auth';

// The carousel's screen stands in without asking for anything: whatever asks for the content is `/` itself.
jest.mock('./welcome-carousel/welcome-carousel.screen', () => ({ WelcomeCarouselScreen: () => <p>carousel screen</p> }));

beforeEach(() => {
  resetSignInFlow();
  window.localStorage.clear();
});

describe('/ for a first-time web visitor (the first visit’s LCP chain, docs/performance.md)', () => {
  it('asks for the carousel’s content as it decides on the carousel, not once the carousel’s chunk has arrived', async () => {
    const view = await renderAuth('/?client_id=101');
    expect(await screen.findByText('carousel screen')).toBeInTheDocument();
    expect(view.content.getEntry).toHaveBeenCalledTimes(1);
    expect(view.content.getEntry).toHaveBeenCalledWith(
      expect.objectContaining({ contentType: 'userFlow', locale: 'en-US', fields: { key: 'welcomeCarousel', variant: 'alternate' }, criticality: 'low' }),
    );
  });
});

import { screen } from '@testing-library/react';
import { resetSignInFlow } from './common/sign-in-flow.store';
import { renderAuth } from './testing/render-auth';

// The carousel's chunk fails to load (a deployment gone, the network dropped).
jest.mock('./welcome-carousel/welcome-carousel.screen', () => {
  throw new Error('Loading chunk welcome-carousel failed');
});

beforeEach(() => {
  resetSignInFlow();
  window.localStorage.clear();
});

describe('/ for a first-time web visitor whose carousel cannot load', () => {
  it('skips it for the sign-in screen, as when its content cannot load (access §2.5)', async () => {
    await renderAuth('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});

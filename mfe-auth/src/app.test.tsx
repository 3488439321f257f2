import { screen } from '@testing-library/react';
import { renderRemote } from '@member/remote-runtime/testing';
import { App } from './app';
import { resetSignInFlow } from './common/sign-in-flow.store';
import { SIGN_IN_PATH, renderAuth, translations } from './testing/render-auth';

beforeEach(resetSignInFlow);

describe('auth remote routes', () => {
  it.each(['/?state=sign-in', '/?state=signed-out', '/?state=sign-in&redirect=%2Fclaims', '/?state=unknown'])('%s shows the sign-in screen', async (path) => {
    await renderAuth(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it.each(['/', '/?redirect=%2Fclaims'])('%s shows the welcome carousel to a first-time web visitor', async (path) => {
    await renderAuth(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
  });

  it('/?state=sign-up shows the sign-up email screen', async () => {
    await renderAuth('/?state=sign-up');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up with your email' })).toBeInTheDocument();
  });

  it.each(['/timeout'])(
    '%s is page-not-found until its screen exists',
    async (path) => {
      await renderRemote(App, { remoteName: 'mfe_auth', translations, path });
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    },
  );

  it('routes the recover links client-side through the host navigator', async () => {
    const { navigations, user } = await renderAuth(SIGN_IN_PATH);
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(navigations).toEqual(['/recover-password']);
  });

  it('has the same keys in English and Spanish', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
        : [prefix.slice(0, -1)];
    expect(keys(translations['es-US']).sort()).toEqual(keys(translations['en-US']).sort());
  });
});

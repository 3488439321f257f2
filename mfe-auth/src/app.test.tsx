import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@member/remote-runtime/testing';
import { App } from './app';
import { resetSignInFlow } from './sign-in-flow/sign-in-flow.store';
import { translations } from './testing/render-auth';

beforeEach(resetSignInFlow);

describe('auth remote routes', () => {
  it.each(['/', '/?state=sign-in', '/?state=signed-out', '/?redirect=%2Fclaims'])('%s shows the sign-in screen', async (path) => {
    await renderRemote(App, { remoteName: 'mfe_auth', translations, path });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it.each(['/?state=sign-up', '/sign-up/employer', '/recover-password', '/recover-email', '/reset-password', '/timeout', '/account', '/security/mfa', '/verification'])(
    '%s is page-not-found until its screen exists',
    async (path) => {
      await renderRemote(App, { remoteName: 'mfe_auth', translations, path });
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    },
  );

  it('routes the recover links client-side through the host navigator', async () => {
    const { navigations } = await renderRemote(App, { remoteName: 'mfe_auth', translations, path: '/' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot your password?' }));
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

import { screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { type AuthStatus } from '@member/shared-contracts/identity';
import { resetSignInFlow } from './common/sign-in-flow.store';
import { createFakes, renderAuth } from './testing/render-auth';

beforeEach(() => {
  resetSignInFlow();
  window.localStorage.clear();
});

const nativeWithBiometrics = (state: 'AVAILABLE' | 'LOADING' | 'UNAVAILABLE', enabled = true) => (fakes: ReturnType<typeof createFakes>) => {
  fakes.native.isNative = true;
  fakes.native.biometrics = { state, enabled, shouldPrompt: false };
};

describe('/ (access §2.1)', () => {
  it.each<AuthStatus>(['querying', 'sso', 'authenticated'])('shows the splash loading page while the status is %s', async (status) => {
    const view = await renderAuth('/', (fakes) => void (fakes.session.status = status));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(view.content.getEntry).not.toHaveBeenCalled();
  });

  it('redirects a web visitor who has seen the carousel to state=sign-in, keeping the query', async () => {
    window.localStorage.setItem(STORAGE_KEYS.carouselSeen, 'true');
    const view = await renderAuth('/?redirect=%2Fclaims');
    expect(view.navigations).toEqual(['/?redirect=%2Fclaims&state=sign-in']);
    expect(view.content.getEntry).not.toHaveBeenCalled();
  });

  it('shows the biometrics splash in the native app with biometrics enabled and state signed-out or unset', async () => {
    for (const path of ['/', '/?state=signed-out']) {
      const view = await renderAuth(path, nativeWithBiometrics('AVAILABLE'));
      expect(await screen.findByRole('button', { name: 'Sign in with face recognition' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign in with password' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows the splash loading page in the native app while biometric availability is loading', async () => {
    await renderAuth('/', nativeWithBiometrics('LOADING', false));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('shows sign-in (never the carousel) in the native app without enabled biometrics', async () => {
    const view = await renderAuth('/', nativeWithBiometrics('UNAVAILABLE', false));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(view.content.getEntry).not.toHaveBeenCalled();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { TAB_STORAGE_KEYS } from '@member/shared-contracts/storage';
import type { SsoExchangeOutcome } from './sso-code-exchange';
import { renderSessionPage } from '../testing/render-session-page';
import { SsoReturnPage } from './sso-return-page';

describe('/sso return page', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows a loading state and hands the code, state and error query values to the session service once', async () => {
    const processSsoReturn = jest.fn(() => new Promise<SsoExchangeOutcome>(() => undefined));
    await renderSessionPage(<SsoReturnPage />, { path: '/sso?code=abc&state=s1', session: { processSsoReturn } });
    expect(screen.getByText('Signing you in')).toBeInTheDocument();
    expect(processSsoReturn).toHaveBeenCalledTimes(1);
    expect(processSsoReturn).toHaveBeenCalledWith({ code: 'abc', state: 's1', error: null });
  });

  it('passes an error answer through', async () => {
    const processSsoReturn = jest.fn(() => new Promise<SsoExchangeOutcome>(() => undefined));
    await renderSessionPage(<SsoReturnPage />, { path: '/sso?error=access_denied', session: { processSsoReturn } });
    expect(processSsoReturn).toHaveBeenCalledWith({ code: null, state: null, error: 'access_denied' });
  });

  it('shows the error page with the way back to sign-in when the return fails, logging only the error name', async () => {
    const processSsoReturn = jest.fn().mockRejectedValue(new Error('code exchange for maria@example.com'));
    const { logger, analytics } = await renderSessionPage(<SsoReturnPage />, { path: '/sso', session: { processSsoReturn } });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeInTheDocument();
    expect(analytics.track).toHaveBeenCalledWith('SSO Process', { step: 'returned', outcome: 'failed' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/?state=sign-in');
    expect(logger.warn).toHaveBeenCalledWith('sso return failed', { error: 'Error' });
  });

  it('shows the error page in Spanish', async () => {
    await renderSessionPage(<SsoReturnPage />, { locale: 'es-US', path: '/sso', session: { processSsoReturn: jest.fn().mockRejectedValue(new Error('x')) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos iniciar su sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeInTheDocument();
  });

  it('goes on to / when the member is signed in', async () => {
    const { navigator, analytics } = await renderSessionPage(<SsoReturnPage />, { path: '/sso?code=abc', session: { processSsoReturn: jest.fn().mockResolvedValue(undefined) } });
    expect(navigator.replace).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/' }), undefined, expect.anything());
    expect(analytics.track).toHaveBeenCalledWith('SSO Process', { step: 'returned', outcome: 'signedIn' });
  });

  it('goes to the sign-in screen when the identity must be linked first', async () => {
    const { navigator } = await renderSessionPage(<SsoReturnPage />, { path: '/sso?code=abc', session: { processSsoReturn: jest.fn().mockResolvedValue('linkRequired') } });
    expect(navigator.replace).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/', search: '?state=sign-in' }), undefined, expect.anything());
  });

  it("leads to the page the sign-in state's redirectPath kept (signed in, or to link first), once", async () => {
    window.sessionStorage.setItem(TAB_STORAGE_KEYS.ssoRedirectPath, '/claims?tab=open');
    const signedIn = await renderSessionPage(<SsoReturnPage />, { path: '/sso?code=abc', session: { processSsoReturn: jest.fn().mockResolvedValue('signedIn') } });
    await waitFor(() =>
      expect(signedIn.navigator.replace).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/', search: '?redirect=%2Fclaims%3Ftab%3Dopen' }), undefined, expect.anything()),
    );
    expect(window.sessionStorage.getItem(TAB_STORAGE_KEYS.ssoRedirectPath)).toBeNull();
    signedIn.unmount();

    window.sessionStorage.setItem(TAB_STORAGE_KEYS.ssoRedirectPath, '/messages');
    const link = await renderSessionPage(<SsoReturnPage />, { path: '/sso?code=abc', session: { processSsoReturn: jest.fn().mockResolvedValue('linkRequired') } });
    await waitFor(() =>
      expect(link.navigator.replace).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/', search: '?state=sign-in&redirect=%2Fmessages' }), undefined, expect.anything()),
    );
  });

  it('never leads off-site, whatever the tab storage holds', async () => {
    window.sessionStorage.setItem(TAB_STORAGE_KEYS.ssoRedirectPath, '//evil.example/claims');
    const { navigator } = await renderSessionPage(<SsoReturnPage />, { path: '/sso?code=abc', session: { processSsoReturn: jest.fn().mockResolvedValue('signedIn') } });
    await waitFor(() => expect(navigator.replace).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/', search: '' }), undefined, expect.anything()));
  });
});

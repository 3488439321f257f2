import { screen } from '@testing-library/react';
import type { SsoExchangeOutcome } from './sso-code-exchange';
import { renderSessionPage } from '../testing/render-session-page';
import { SsoReturnPage } from './sso-return-page';

describe('/sso return page', () => {
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
});

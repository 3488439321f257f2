import { screen, waitFor } from '@testing-library/react';
import { identityError, renderAuth, reportedText } from '../testing/render-auth';

describe('single sign-on handoff link', () => {
  it('hands the visitor to the named provider while the splash shows', async () => {
    const view = await renderAuth('/?identity_provider=BNFT');
    await waitFor(() => expect(view.identity.signInWithProvider).toHaveBeenCalledWith({ provider: 'bnft' }));
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it('falls back to the sign-in screen, without the query, when the provider cannot be reached', async () => {
    const view = await renderAuth('/?identity_provider=google&redirect=%2Fclaims', (fakes) => {
      fakes.identity.signInWithProvider?.mockRejectedValue(identityError('Error', 'no hosted sign-in'));
    });
    await waitFor(() => expect(view.navigations).toEqual(['/?redirect=%2Fclaims&state=sign-in']));
    expect(view.logger.warn).toHaveBeenCalledWith('single sign-on handoff failed', { provider: 'Google', error: 'Error' });
    expect(reportedText(view)).not.toContain('redirect');
  });

  it('goes to the sign-in screen when this host has no single sign-on', async () => {
    const view = await renderAuth('/?identity_provider=apple', (fakes) => {
      delete (fakes.identity as { signInWithProvider?: unknown }).signInWithProvider;
    });
    await waitFor(() => expect(view.navigations).toEqual(['/?state=sign-in']));
    expect(view.logger.warn).toHaveBeenCalledWith('single sign-on handoff not available', { provider: 'Apple' });
  });
});

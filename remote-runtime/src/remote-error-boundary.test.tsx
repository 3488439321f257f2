import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from './testing';

const translations = { 'en-US': { ok: 'Claims' }, 'es-US': { ok: 'Reclamos' } };

describe('a remote that throws while rendering', () => {
  it('shows the localized area fallback, logs without details, and re-renders on retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function FlakyApp() {
      if (broken) throw new Error('boom');
      return <h1>Claims</h1>;
    }
    const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const trackError = jest.fn();
    await renderRemote(FlakyApp, {
      remoteName: 'mfe_claims',
      translations,
      overrides: { logger, analytics: { page: jest.fn(), track: jest.fn(), click: jest.fn(), view: jest.fn(), inputChange: jest.fn(), operation: jest.fn(), trackError } },
    });

    expect(screen.getByRole('alert')).toHaveTextContent('This section is unavailable right now');
    expect(logger.error).toHaveBeenCalledWith('remote render failed', { remote: 'mfe_claims', error: 'boom' });
    expect(trackError).toHaveBeenCalledWith('remote_render_failed', 'mfe_claims');

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Claims' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});

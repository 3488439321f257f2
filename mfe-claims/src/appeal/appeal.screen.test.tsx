import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@member/remote-runtime/testing';
import { App } from '../app';
import { claimDetails, fakeHttp, maria, translations } from '../testing/claims-fixtures';
import { useAppealDraft } from './appeal.store';

function render(path: string, canAppeal = true) {
  const page = jest.fn();
  const { http } = fakeHttp(() => claimDetails({ status: 'denied', canAppeal, payment: null }));
  return renderRemote(App, {
    remoteName: 'mfe_claims',
    translations,
    path,
    account: maria(),
    overrides: { http, analytics: { page, track: jest.fn(), click: jest.fn(), view: jest.fn(), inputChange: jest.fn(), operation: jest.fn(), trackError: jest.fn() } },
  }).then((view) => ({ ...view, page }));
}

beforeEach(() => act(() => useAppealDraft.setState({ drafts: {}, files: {}, created: {} })));

describe('appeal (/claim-details/{id}/appeal/{step})', () => {
  it('shows choose action first, tracks its page name and asks for an answer, focusing the choices', async () => {
    const { page } = await render('/claim-details/clm-1/appeal/choose-action');
    expect(await screen.findByRole('heading', { level: 1, name: 'What would you like to do?' })).toBeInTheDocument();
    expect(page).toHaveBeenCalledWith('Choose Action', { flow: 'claim appeal' });
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose one to continue.')).toBeInTheDocument();
    // Focus leaves Continue for the first choice, which a screen reader reads with the message.
    const first = screen.getAllByRole('radio')[0];
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription('Choose one to continue.');
    expect(screen.getByRole('group', { name: 'Action' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a step visited out of order to the first unanswered one', async () => {
    act(() => useAppealDraft.getState().answer('clm-1', { action: 'reconsider' }));
    const { navigations } = await render('/claim-details/clm-1/appeal/upload-documentation');
    await waitFor(() => expect(navigations).toContain('/claim-details/clm-1/appeal/explain-reason'));
  });

  it('is the page-not-found page for a claim that cannot be appealed', async () => {
    await render('/claim-details/clm-1/appeal/choose-action', false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

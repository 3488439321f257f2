import { render, waitFor } from '@testing-library/react';
import { usePlaidLink, type PlaidLinkOptionsWithLinkToken } from 'react-plaid-link';
import { renderRemote } from '@member/remote-runtime/testing';
import type { BankLinkSettings } from '@member/shared-contracts/reimbursements';
import { translations } from '../../testing/reimbursements-fixtures';
import { PlaidBankLink } from './plaid-bank-link';
import { BankLink } from './use-bank-link-flow';

jest.mock('react-plaid-link', () => ({ usePlaidLink: jest.fn() }));
const usePlaidLinkMock = jest.mocked(usePlaidLink);

function renderLink(state: { ready: boolean; error?: ErrorEvent | null }, receivedRedirectUri?: string) {
  const open = jest.fn();
  let options: PlaidLinkOptionsWithLinkToken | undefined;
  usePlaidLinkMock.mockImplementation((given) => {
    options = given as PlaidLinkOptionsWithLinkToken;
    return { open, exit: jest.fn(), ready: state.ready, error: state.error ?? null, submit: jest.fn() };
  });
  const onSuccess = jest.fn();
  const onExit = jest.fn();
  const view = render(<PlaidBankLink linkToken="link-production-1" receivedRedirectUri={receivedRedirectUri} onSuccess={onSuccess} onExit={onExit} />);
  return { view, open, onSuccess, onExit, options: () => options! };
}

beforeEach(() => usePlaidLinkMock.mockReset());

describe('the production bank-link adapter (react-plaid-link)', () => {
  it('opens Link with the link token once Plaid is ready, not before', () => {
    const { view, open, options } = renderLink({ ready: false });
    expect(options().token).toBe('link-production-1');
    expect(open).not.toHaveBeenCalled();
    usePlaidLinkMock.mockReturnValue({ open, exit: jest.fn(), ready: true, error: null, submit: jest.fn() });
    view.rerender(<PlaidBankLink linkToken="link-production-1" onSuccess={jest.fn()} onExit={jest.fn()} />);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('resumes after an OAuth bank with the received redirect URI', () => {
    const { options } = renderLink({ ready: true }, 'https://member.example/plaid-oauth?oauth_state_id=abc');
    expect(options().receivedRedirectUri).toBe('https://member.example/plaid-oauth?oauth_state_id=abc');
  });

  it('hands the public token on, once', () => {
    const { options, onSuccess, onExit } = renderLink({ ready: true });
    options().onSuccess('public-production-1', {} as never);
    options().onExit!(null, {} as never);
    expect(onSuccess).toHaveBeenCalledWith('public-production-1');
    expect(onExit).not.toHaveBeenCalled();
  });

  it('maps Plaid’s exit: without an error the member left, with one it is an error', () => {
    const left = renderLink({ ready: true });
    left.options().onExit!(null, {} as never);
    expect(left.onExit).toHaveBeenCalledWith({ reason: 'exited' });
    const failed = renderLink({ ready: true });
    failed.options().onExit!({ error_type: 'ITEM_ERROR', error_code: 'INSTITUTION_DOWN', error_message: 'down', display_message: null }, {} as never);
    expect(failed.onExit).toHaveBeenCalledWith({ reason: 'error', message: 'INSTITUTION_DOWN' });
  });

  it("Plaid's script failing to load is an error exit", () => {
    const { onExit, open } = renderLink({ ready: false, error: new ErrorEvent('error') });
    expect(onExit).toHaveBeenCalledWith({ reason: 'error', message: 'LINK_SCRIPT_UNAVAILABLE' });
    expect(open).not.toHaveBeenCalled();
  });
});

describe('BankLink: the environment chooses the adapter', () => {
  const renderBankLink = async (settings: unknown) => {
    const onExit = jest.fn();
    const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const Screen = () => <BankLink settings={settings as BankLinkSettings} linkToken="link-production-1" onSuccess={jest.fn()} onExit={onExit} />;
    await renderRemote(Screen, { remoteName: 'mfe_reimbursements', translations, overrides: { logger: logger as never } });
    return { onExit, logger };
  };

  it('is Plaid where services.json names it', async () => {
    usePlaidLinkMock.mockReturnValue({ open: jest.fn(), exit: jest.fn(), ready: false, error: null, submit: jest.fn() });
    await renderBankLink({ provider: 'plaid', plaidEnvironment: 'production' });
    await waitFor(() => expect(usePlaidLinkMock).toHaveBeenCalledWith(expect.objectContaining({ token: 'link-production-1' })));
  });

  it('a provider nobody knows is an error exit, logged, never a silent fallback to the stand-in', async () => {
    const { onExit, logger } = await renderBankLink({ provider: 'yodlee' });
    await waitFor(() => expect(onExit).toHaveBeenCalledWith({ reason: 'error', message: 'BANK_LINK_MISCONFIGURED' }));
    expect(logger.error).toHaveBeenCalled();
    expect(usePlaidLinkMock).not.toHaveBeenCalled();
  });
});

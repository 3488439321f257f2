import { act, screen } from '@testing-library/react';
import { renderRemote } from '@member/remote-runtime/testing';
import { HttpError, type HttpClient } from '@member/shared-contracts/http';
import { type Account } from '@member/shared-contracts/account';
import { App } from '../app';
import enUS from '../locales/en-US.json';
import esUS from '../locales/es-US.json';

const account = { accountId: '200001', productFeatures: new Set(['HRA']), clientDetails: { clientId: 101, plans: [] } } as unknown as Account;

async function renderNotification(path: string, get: jest.Mock) {
  const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  await act(() => renderRemote(App, {
    remoteName: 'mfe_home_onboarding',
    translations: { 'en-US': enUS, 'es-US': esUS },
    path,
    account,
    overrides: { http: { get } as unknown as HttpClient, logger },
  }));
  return { logger };
}

const rule = { id: 'claim-needs-information-200001', status: 'active', title: 'A claim needs more information', body: 'We need one more document.', actionLabel: 'Go to your claims', redirectUrl: '/claims' };

describe('/notifications/{ruleId}', () => {
  it('shows what the rule says and links where it leads', async () => {
    const get = jest.fn().mockResolvedValue(rule);
    await renderNotification('/notifications/claim-needs-information-200001', get);
    expect(await screen.findByRole('heading', { level: 1, name: 'A claim needs more information' })).toBeInTheDocument();
    expect(screen.getByText('We need one more document.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your claims' })).toHaveAttribute('href', '/claims');
    expect(get).toHaveBeenCalledWith('/notification-rules/claim-needs-information-200001', expect.objectContaining({ query: { account_id: '200001', locale: 'en-US' } }));
  });

  it.each([
    ['expired', 'This link has expired', 'What this message offered has ended'],
    ['completed', "You've already done this", 'You already completed what this message asked for.'],
  ])('a population-health link that is %s shows its prompt and the way home, never the stale offer', async (status, heading, body) => {
    await renderNotification('/notifications/flu-shot-200001', jest.fn().mockResolvedValue({ ...rule, status }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(body, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('link', { name: 'Go to your claims' })).toBeNull();
    expect(screen.queryByText('We need one more document.')).toBeNull();
  });

  it('a rule leading somewhere not ours offers the way home instead', async () => {
    await renderNotification('/notifications/x', jest.fn().mockResolvedValue({ ...rule, redirectUrl: 'https://elsewhere.example/claims' }));
    await screen.findByRole('heading', { level: 1, name: 'A claim needs more information' });
    expect(screen.queryByRole('link', { name: 'Go to your claims' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
  });

  it.each([404, 403])('an unknown or refused rule (%i) is the 404 page, not logged', async (status) => {
    const { logger } = await renderNotification('/notifications/gone', jest.fn().mockRejectedValue(new HttpError(status, 'no', new Headers())));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(logger.warn).not.toHaveBeenCalledWith('notification rule failed', expect.anything());
  });

  it('a malformed rule id is the 404 page without asking', async () => {
    const get = jest.fn();
    await renderNotification('/notifications/Not_A_Rule', get);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('any other failure shows an error state with Try again, and is logged', async () => {
    const { logger } = await renderNotification('/notifications/claim-needs-information-200001', jest.fn().mockRejectedValue(new HttpError(502, 'bad gateway', new Headers())));
    expect(await screen.findByRole('heading', { level: 2, name: "We couldn't load this notification" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(logger.warn).toHaveBeenCalledWith('notification rule failed', { error: 'HttpError', status: 502 });
  });
});

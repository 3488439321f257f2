import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@member/remote-runtime/testing';
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { HttpError, type HttpClient } from '@member/shared-contracts/http';
import { type Account, type PlanBenefitDetails } from '@member/shared-contracts/account';
import { App } from '../app';
import { serverAccumulation } from '@member/shared-contracts/testing';
import enUS from '../locales/en-US.json';
import esUS from '../locales/es-US.json';

const year = new Date().getFullYear();
const details: PlanBenefitDetails = {
  benefit_amounts: { Employee: 2000, EmployeeAndSpouse: 3000, EmployeeAndChildren: 3000, EmployeeAndFamily: 4000 },
  deductible_amounts: { Employee: 750, EmployeeAndSpouse: 1500, EmployeeAndChildren: 1500, EmployeeAndFamily: 1500 },
  covered_payments: ['deductible', 'coinsurance'],
  covered_services: ['primaryCare', 'urgentCare'],
  covered_circumstances: ['inNetwork'],
  allow_garner_card: true,
  garner_card_type: 'debit',
  paytient_card_limit: 1000,
  deductible_reset_date: `${year}-01-01`,
  plan_start_date: `${year}-01-01`,
  plan_end_date: `${year}-12-31`,
};
const item = serverAccumulation();

const accountWith = (benefit: PlanBenefitDetails | null, planId = 501) =>
  ({
    accountId: '200001',
    planId,
    coverageTier: 'EmployeeAndFamily',
    productFeatures: new Set(['HRA']),
    clientDetails: { clientId: 101, plans: [{ id: 501, client_id: 101, network_administrator: null, benefit_details: benefit }] },
  }) as unknown as Account;

async function renderCoverage({ get, benefit = details, planIdForPreviewUX = -1, planId = 501 }: { get: jest.Mock; benefit?: PlanBenefitDetails | null; planIdForPreviewUX?: number; planId?: number }) {
  const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  await act(() => renderRemote(App, {
    remoteName: 'mfe_home_onboarding',
    translations: { 'en-US': enUS, 'es-US': esUS },
    path: '/coverage-details',
    account: accountWith(benefit, planId),
    overrides: { http: { get } as unknown as HttpClient, logger, flags: { ...FLAG_DEFAULTS, showHraAccumulator: true, planIdForPreviewUX } },
  }));
  await screen.findByRole('heading', { level: 1, name: 'Coverage details' });
  return { logger };
}

const figure = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling?.textContent;

describe('/coverage-details', () => {
  it('shows this plan year’s accumulator figures in text, and the run-out period', async () => {
    await renderCoverage({ get: jest.fn().mockResolvedValue({ items: [item], offset: 0, total: 1 }) });
    const accumulator = (await screen.findByRole('heading', { name: 'Your benefit this plan year' })).closest('section') as HTMLElement;
    await within(accumulator).findByText('Total benefit');
    expect(figure(accumulator, 'Total benefit')).toBe('$4,000');
    expect(figure(accumulator, 'Paid by your plan')).toBe('$1,250.50');
    expect(figure(accumulator, 'Remaining')).toBe('$2,749.50');
    expect(figure(accumulator, 'You owe')).toBe('$320');
    expect(figure(accumulator, 'Deductible')).toBe('$1,500');
    expect(within(accumulator).getByText(`Plan year Jan 01, ${year} – Dec 31, ${year}`)).toBeInTheDocument();
    expect(within(accumulator).getByText(`You can still submit claims for this plan year until Mar 31, ${year + 1} (the run-out period).`)).toBeInTheDocument();
  });

  it('shows the last plan year in brief, with its run-out period open or closed', async () => {
    const lastYear = serverAccumulation({ total_payable_amount: 3100, total_member_owes: 880 }, year - 1);
    await renderCoverage({ get: jest.fn().mockResolvedValue({ items: [item, lastYear], offset: 0, total: 2 }) });
    const region = (await screen.findByRole('heading', { name: 'Your last plan year' })).closest('section') as HTMLElement;
    expect(within(region).getByText(`Plan year Jan 01, ${year - 1} – Dec 31, ${year - 1}`)).toBeInTheDocument();
    expect(figure(region, 'Paid by your plan')).toBe('$3,100');
    expect(figure(region, 'You owed')).toBe('$880');
    const runoutOpen = new Date() <= new Date(year, 2, 31, 23, 59);
    expect(within(region).getByText(runoutOpen ? `You can still submit claims for that plan year until Mar 31, ${year}.` : `Claims for that plan year closed on Mar 31, ${year}.`)).toBeInTheDocument();
  });

  it('shows the plan values for the member’s tier, the renewal date moved a year ahead, covered services and the card', async () => {
    await renderCoverage({ get: jest.fn().mockResolvedValue({ items: [item], offset: 0, total: 1 }) });
    const plan = screen.getByRole('heading', { name: 'Your plan' }).closest('section') as HTMLElement;
    expect(within(plan).getByText('Employee and family coverage')).toBeInTheDocument();
    expect(figure(plan, 'Benefit amount')).toBe('$4,000');
    expect(figure(plan, 'Deductible amount')).toBe('$1,500');
    expect(figure(plan, 'Plan start')).toBe(`Jan 01, ${year}`);
    expect(figure(plan, 'Plan end')).toBe(`Dec 31, ${year}`);
    expect(figure(plan, 'Benefit renews on')).toBe(`Jan 01, ${year + 1}`);
    expect(within(plan).getByText('Urgent care')).toBeInTheDocument();
    expect(within(plan).getByText('Care from providers in your network')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Your benefit card' }).closest('section') as HTMLElement;
    expect(figure(card, 'Card type')).toBe('Debit card');
    expect(figure(card, 'Card limit')).toBe('$1,000');
  });

  it('a failed accumulator call shows its error state with Try again, logs it, and the plan stays', async () => {
    const get = jest.fn().mockRejectedValueOnce(new HttpError(500, 'boom', new Headers())).mockResolvedValue({ items: [item], offset: 0, total: 1 });
    const { logger } = await renderCoverage({ get });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "We couldn't load your benefit totals" })).toBeInTheDocument();
    expect(logger.error).toHaveBeenCalledWith('member accumulations failed', { error: 'HttpError', status: 500 });
    expect(screen.getByRole('heading', { name: 'Your plan' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Paid by your plan')).toBeInTheDocument();
  });

  it('says so when there is no plan year yet, and when the plan has no terms; no card section then', async () => {
    await renderCoverage({ get: jest.fn().mockResolvedValue({ items: [], offset: 0, total: 0 }), benefit: null });
    expect(await screen.findByText('There is no benefit activity for this plan year yet.')).toBeInTheDocument();
    expect(screen.getByText("Your plan details aren't available right now.")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your last plan year' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your benefit card' })).not.toBeInTheDocument();
  });
});

describe('/coverage-details and planIdForPreviewUX (features §9)', () => {
  const accumulations = { items: [item], offset: 0, total: 1 };
  const previewPlan = { id: 504, client_id: 101, network_administrator: null, benefit_details: { ...details, benefit_amounts: { ...details.benefit_amounts, EmployeeAndFamily: 5000 }, allow_garner_card: false } };
  const answering = (plans: (path: string) => unknown) => jest.fn(async (path: string) => (path.startsWith('/plans') ? plans(path) : accumulations));
  const planSection = () => screen.getByRole('heading', { name: 'Your plan' }).closest('section') as HTMLElement;

  it('with a plan id, previews that plan (GET /plans/{id}) at the member’s tier, saying so', async () => {
    const get = answering(() => previewPlan);
    await renderCoverage({ get, planIdForPreviewUX: 504 });
    expect(await within(planSection()).findByRole('status')).toHaveTextContent('Previewing plan 504');
    expect(get).toHaveBeenCalledWith('/plans/504');
    expect(figure(planSection(), 'Benefit amount')).toBe('$5,000');
    expect(screen.queryByRole('heading', { name: 'Your benefit card' })).not.toBeInTheDocument();
  });

  it('at its default -1, shows the member’s own plan without asking for any plan', async () => {
    const get = answering(() => previewPlan);
    await renderCoverage({ get });
    expect(figure(planSection(), 'Benefit amount')).toBe('$4,000');
    expect(get.mock.calls.some(([path]) => path.startsWith('/plans'))).toBe(false);
    expect(screen.queryByText(/Previewing plan/)).not.toBeInTheDocument();
  });

  it('a refused preview (another client’s plan) shows the member’s own plan and says the preview could not load', async () => {
    const { logger } = await renderCoverage({ get: answering(() => Promise.reject(new HttpError(403, 'The client is not yours', new Headers()))), planIdForPreviewUX: 503 });
    expect(await screen.findByText('The plan preview could not load')).toBeInTheDocument();
    expect(figure(planSection(), 'Benefit amount')).toBe('$4,000');
    expect(logger.warn).toHaveBeenCalledWith('plan preview failed', { status: 403 });
  });

  it('the member’s plan missing from the client details is asked for with GET /plans (client_id and the id list)', async () => {
    const get = answering(() => ({ items: [{ ...previewPlan, id: 777 }] }));
    await renderCoverage({ get, planId: 777 });
    expect(await within(planSection()).findByText('$5,000')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/plans', { query: { client_id: 101, id: [777] } });
  });
});

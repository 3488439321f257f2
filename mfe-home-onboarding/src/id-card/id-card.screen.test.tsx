import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@member/shared-contracts/http';
import type { IdCardServer } from '@member/shared-contracts/id-card';
import { fakeHttp, never, renderHome } from '../testing/home-fixtures';

const year = new Date().getFullYear();

const card = (overrides: Partial<IdCardServer>): IdCardServer => ({
  card_id: 'card-200001-1', relationship: 'Primary', member_first_name: 'Maria', member_last_name: 'Lopez',
  member_id: 'M200001', plan_name: 'Acme HRA Gold', network_name: 'Acme Health Network', group_number: 'G1001',
  coverage_tier: 'EmployeeAndFamily', effective_date: `${year}-01-01`, rx_bin: '610014', rx_pcn: 'ACMERX', rx_group: 'RX1001',
  payer_id: '87726', member_services_phone: '+18005550150', concierge_phone: '+18005550100',
  claims_address: { lines: ['Acme Health Network Claims', 'PO Box 30555'], city: 'Salt Lake City', state: 'UT', zip: '84130' },
  ...overrides,
});
const FAMILY = [
  card({}),
  card({ card_id: 'card-200001-2', relationship: 'Spouse', member_first_name: 'Daniel', member_id: 'M200005' }),
  card({ card_id: 'card-200001-3', relationship: 'Dependent', member_first_name: 'Sofia', member_id: 'M200001-03' }),
];

const valueOf = (within_: HTMLElement, term: string) => within(within_).getByText(term).nextElementSibling?.textContent;

async function renderIdCard(get: (path: string) => unknown) {
  const { http, calls } = fakeHttp({ get });
  await renderHome({ path: '/id-card', http });
  await screen.findByRole('heading', { level: 1, name: 'Your ID card' });
  return { calls };
}

describe('/id-card', () => {
  it('asks GET /id-cards for the member’s account and shows each person’s card, front and back, in text', async () => {
    const { calls } = await renderIdCard((path) => (path === '/id-cards' ? { items: FAMILY } : never()));
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Maria Lopez', 'Daniel Lopez', 'Sofia Lopez']);
    expect(calls.filter((call) => call.path === '/id-cards')).toEqual([{ method: 'GET', path: '/id-cards', query: { account_id: '200001' }, body: undefined }]);

    const maria = screen.getByRole('article', { name: 'Maria Lopez' });
    expect(within(maria).getByText('Primary member')).toBeInTheDocument();
    expect(within(maria).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Front of the card', 'Back of the card']);
    expect(within(maria).getByText('Acme HRA Gold')).toBeInTheDocument();
    expect(valueOf(maria, 'Member ID')).toBe('M200001');
    expect(valueOf(maria, 'Coverage')).toBe('Employee and family coverage');
    expect(valueOf(maria, 'Effective date')).toBe(`Jan 01, ${year}`);
    expect(valueOf(maria, 'Rx PCN')).toBe('ACMERX');
    expect(valueOf(maria, 'Payer ID')).toBe('87726');
    expect(within(maria).getByRole('link', { name: 'Call (800) 555-0150' })).toHaveAttribute('href', 'tel:+18005550150');
    expect(within(maria).getByRole('link', { name: 'Call (800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(valueOf(maria, 'Send claims to')).toBe('Acme Health Network ClaimsPO Box 30555Salt Lake City, UT 84130');
    expect(within(screen.getByRole('article', { name: 'Sofia Lopez' })).getByText('Dependent')).toBeInTheDocument();
    expect(screen.getByText(/One card for each person on your plan/)).toBeInTheDocument();
  });

  it('Show at the desk opens the card in a dialog with the brightness hint; Escape closes it and focus returns to its button', async () => {
    const user = userEvent.setup();
    await renderIdCard((path) => (path === '/id-cards' ? { items: FAMILY } : never()));
    const show = await screen.findByRole('button', { name: 'Show at the desk: Daniel Lopez' });
    await user.click(show);
    // The desk view loads on the first press.
    const desk = await screen.findByRole('dialog', { name: 'ID card: Daniel Lopez' });
    expect(desk).toHaveAccessibleDescription('Turn your screen brightness up so the desk can read your card.');
    expect(valueOf(desk, 'Member ID')).toBe('M200005');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(show).toHaveFocus());
  });

  it('a failed call shows its error with Try again, which asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    await renderIdCard((path) => {
      if (path !== '/id-cards') return never();
      if (fail) throw new HttpError(503, 'unavailable', new Headers());
      return { items: [FAMILY[0]] };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your ID card");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Maria Lopez' })).toBeInTheDocument();
    expect(screen.getByText('Show your card at the doctor’s front desk or the pharmacy counter.')).toBeInTheDocument();
  });

  it('an account without a plan card (404) is told so, with nothing to retry', async () => {
    await renderIdCard((path) => {
      if (path === '/id-cards') throw new HttpError(404, 'This account has no plan ID card', new Headers());
      return never();
    });
    expect(await screen.findByText('There is no ID card for your plan. For help, message the concierge.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

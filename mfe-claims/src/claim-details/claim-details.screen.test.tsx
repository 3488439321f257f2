import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@member/remote-runtime/testing';
import { App } from '../app';
import { claimDetails, fakeHttp, httpError, maria, translations } from '../testing/claims-fixtures';

function render(answer: () => unknown, path = '/claim-details/clm-1') {
  const { http } = fakeHttp(() => answer());
  return renderRemote(App, { remoteName: 'mfe_claims', translations, path, account: maria(), overrides: { http } });
}

describe('claim details (/claim-details/{id})', () => {
  it('shows the facts, line items, timeline, payment by check and the EOB download', async () => {
    await render(() => claimDetails());
    expect(await screen.findByRole('heading', { level: 1, name: 'Lakeside Pediatrics' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Well-child visit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Status history' })).toBeInTheDocument();
    expect(screen.getByText('Oct 22, 2026')).toBeInTheDocument();
    expect(screen.getByText('$96 paid by check number 100240, mailed on Oct 25, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the explanation of benefits (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Appeal this decision' })).not.toBeInTheDocument();
  });

  it('titles the page with the claim: its provider and date of service (WCAG 2.4.2)', async () => {
    await render(() => claimDetails());
    await screen.findByRole('heading', { level: 1, name: 'Lakeside Pediatrics' });
    expect(document.title).toBe('Claim: Lakeside Pediatrics, Oct 13, 2026');
  });

  it("marks each line description, the administrator's English wording, as English (read in an English voice on Spanish pages)", async () => {
    await render(() => claimDetails());
    expect((await screen.findByText('Well-child visit')).closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('puts the line items in a region named by their heading that takes focus, so a wide table scrolls inside it by keyboard', async () => {
    await render(() => claimDetails());
    const region = await screen.findByRole('region', { name: 'Line items' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Line items' })).toBeInTheDocument();
    expect(within(region).getByRole('rowheader', { name: 'Well-child visit' })).toBeInTheDocument();
    // The page's first Tab stop is the back button; the region is the next.
    await userEvent.tab();
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('offers the appeal of an appealable denied claim with its reason', async () => {
    await render(() => claimDetails({ status: 'denied', denialReason: 'missingDocumentation', canAppeal: true, payment: null }));
    expect(await screen.findByRole('link', { name: 'Appeal this decision' })).toHaveAttribute('href', '/claim-details/clm-1/appeal/choose-action');
    expect(screen.getByText("We didn't receive an itemized bill or receipt showing the service.")).toBeInTheDocument();
    expect(screen.getByText('Not paid yet.')).toBeInTheDocument();
  });

  it.each([403, 404])("is the page-not-found page when the API answers %i (another member's claim, or none)", async (status) => {
    await render(() => {
      throw httpError(status);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Lakeside Pediatrics')).not.toBeInTheDocument();
  });
});

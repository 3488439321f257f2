import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@member/remote-runtime/testing';
import type { ClaimOptions } from '@member/shared-contracts/claims';
import { App } from '../app';
import { claimDetails, claimSummary, fakeHttp, httpError, maria, translations } from '../testing/claims-fixtures';
import { useClaimDraft } from '../common/claim-draft.store';

const OPTIONS: ClaimOptions = {
  patients: [{ id: 'pt-1', firstName: 'Maria', relationship: 'self' }, { id: 'pt-3', firstName: 'Sofia', relationship: 'child' }],
  coveredServices: ['doctorVisit', 'dental'],
  planYears: [{ start: '2000-01-01', end: '2999-12-31', runoutEnd: '2999-12-31' }],
};

function render(path: string, post?: (path: string, body: unknown) => unknown) {
  const { http, calls } = fakeHttp((requested) => (requested === '/claim-options' ? OPTIONS : { items: [], total: 0, offset: 0, limit: 20, years: [], patients: [] }), post);
  return renderRemote(App, { remoteName: 'mfe_claims', translations, path, account: maria(), overrides: { http } }).then((view) => ({ ...view, calls }));
}

const receipt = { uploadToken: 'upl-1', fileName: 'receipt.png', contentType: 'image/png' as const, size: 10 };

beforeEach(() => {
  act(() => {
    useClaimDraft.setState({ accountId: null, draft: {}, dateText: '', amountText: '', lastSubmittedClaimId: null });
  });
});

describe('submit a claim (/claims/new)', () => {
  it('sends a later step asked for out of order to the first unanswered question', async () => {
    const { navigations } = await render('/claims/new?step=amount');
    await waitFor(() => expect(navigations).toContain('/claims/new?step=patient'));
  });

  it('asks who received care among the patients the tier allows, and refuses to continue without an answer, focusing the choices', async () => {
    await render('/claims/new?step=patient');
    expect(await screen.findByRole('heading', { level: 1, name: 'Who received care?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose who received care.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sofia (child)' })).toBeInTheDocument();
    // Focus leaves Continue for the first choice, which a screen reader reads with the message.
    expect(screen.getByRole('radio', { name: 'Maria (you)' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Maria (you)' })).toHaveAccessibleDescription('Choose who received care.');
  });

  it('keeps the typed date, says why it is refused and focuses it', async () => {
    act(() => useClaimDraft.setState({ accountId: '200001', draft: { patientId: 'pt-1', serviceType: 'dental', providerName: 'Clinic' } }));
    await render('/claims/new?step=date');
    const field = await screen.findByRole('textbox', { name: 'Date of service' });
    await userEvent.type(field, '12/31/2999');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText("The date of service can't be in the future.")).toBeInTheDocument();
    expect(field).toHaveValue('12/31/2999');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(expect.stringContaining("The date of service can't be in the future."));
    // Pressed again with the same answer: focus comes back to the field.
    screen.getByRole('button', { name: 'Continue' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(field).toHaveFocus();
  });

  it('asks for a receipt: Continue without one focuses the file picker, described by the message', async () => {
    act(() => useClaimDraft.setState({ accountId: '200001', draft: { patientId: 'pt-3', serviceType: 'dental', providerName: 'Bright Smile Dental', dateOfService: '2026-10-01', amountCents: 8550 } }));
    await render('/claims/new?step=receipts');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const picker = screen.getByLabelText('Receipts or itemized bill');
    expect(picker).toHaveFocus();
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('Add at least one receipt or itemized bill.'));
  });

  it('judges each receipt by its first bytes before upload: a program named like a PDF is refused in words, a real PNG uploads as one, the answers stay', async () => {
    act(() => useClaimDraft.setState({ accountId: '200001', draft: { patientId: 'pt-3', serviceType: 'dental', providerName: 'Bright Smile Dental', dateOfService: '2026-10-01', amountCents: 8550 } }));
    const { calls } = await render('/claims/new?step=receipts', (path) => (path === '/claim-uploads' ? receipt : undefined));
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await userEvent.upload(await screen.findByLabelText('Receipts or itemized bill'), [
      new File(['MZ\u0090\u0000 This program cannot be run in DOS mode.'], 'receipt.pdf', { type: 'application/pdf' }),
      new File([png], 'receipt.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByText('receipt.pdf is named like a photo or a PDF, but its content is neither. Please choose another file.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/claim-uploads')).toEqual([expect.objectContaining({ query: { account_id: '200001', filename: 'receipt.png' } })]);
    expect(await screen.findByRole('list', { name: 'Attached files' })).toHaveTextContent('receipt.png');
    expect(useClaimDraft.getState().draft).toMatchObject({ providerName: 'Bright Smile Dental', amountCents: 8550 });
  });

  it('a failed submit keeps every answer, says so and is tracked without claim details', async () => {
    act(() =>
      useClaimDraft.setState({
        accountId: '200001',
        draft: { patientId: 'pt-3', serviceType: 'dental', providerName: 'Bright Smile Dental', dateOfService: '2026-10-01', amountCents: 8550, receipts: [receipt] },
      }),
    );
    const trackError = jest.fn();
    let fail = true;
    const { http } = fakeHttp(
      (path) => (path === '/claim-options' ? OPTIONS : { items: [], total: 0, offset: 0, limit: 20, years: [], patients: [] }),
      (path) => {
        if (path === '/claims/duplicate-check') return { duplicate: null };
        if (fail) throw httpError(503);
        return claimDetails({ id: 'clm-new' });
      },
    );
    const view = await renderRemote(App, { remoteName: 'mfe_claims', translations, path: '/claims/new?step=review', account: maria(), overrides: { http, analytics: { page: jest.fn(), track: jest.fn(), click: jest.fn(), view: jest.fn(), inputChange: jest.fn(), operation: jest.fn(), trackError } } });
    expect(await screen.findByText('Bright Smile Dental')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText("We couldn't submit your claim")).toBeInTheDocument();
    expect(trackError).toHaveBeenCalledWith('Error Submitting Claim', 'HTTP 503');
    expect(screen.getByText('$85.50')).toBeInTheDocument();
    expect(useClaimDraft.getState().draft.providerName).toBe('Bright Smile Dental');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() => expect(view.navigations).toContain('/claims'));
    expect(useClaimDraft.getState()).toMatchObject({ draft: {}, lastSubmittedClaimId: 'clm-new' });
  });

  it("a retry of the same draft sends the draft's idempotency key again; the next draft has a new one", async () => {
    act(() => {
      useClaimDraft.getState().forAccount('200001');
      useClaimDraft.setState({ draft: { patientId: 'pt-3', serviceType: 'dental', providerName: 'Bright Smile Dental', dateOfService: '2026-10-01', amountCents: 8550, receipts: [receipt] } });
    });
    const draftKey = useClaimDraft.getState().submissionKey;
    let fail = true;
    const { calls } = await render('/claims/new?step=review', (path) => {
      if (path === '/claims/duplicate-check') return { duplicate: null };
      if (fail) throw httpError(503);
      return claimDetails({ id: 'clm-new' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText("We couldn't submit your claim")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() => expect(useClaimDraft.getState().lastSubmittedClaimId).toBe('clm-new'));
    const keys = calls.filter((call) => call.path === '/claims').map((call) => call.headers?.['idempotency-key']);
    expect(keys).toEqual([draftKey, draftKey]);
    expect(draftKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(useClaimDraft.getState().submissionKey).not.toBe(draftKey);
  });

  it('points out a likely duplicate before submitting', async () => {
    act(() =>
      useClaimDraft.setState({
        accountId: '200001',
        draft: { patientId: 'pt-3', serviceType: 'dental', providerName: 'Bright Smile Dental', dateOfService: '2026-10-01', amountCents: 8550, receipts: [receipt] },
      }),
    );
    await render('/claims/new?step=review', (path) => (path === '/claims/duplicate-check' ? { duplicate: claimSummary({ providerName: 'Bright Smile Dental', amountBilledCents: 8550 }) } : undefined));
    expect(await screen.findByText('This looks like a claim you already sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit anyway' })).toBeInTheDocument();
  });
});

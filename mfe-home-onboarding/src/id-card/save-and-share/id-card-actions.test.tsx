import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@member/remote-runtime/testing';
import type { RemoteMountProps } from '@member/shared-contracts/mount';
import type { IdCardsPdfText } from './id-cards-pdf-text';
import { IdCardActions } from './id-card-actions';
import { maria, sofia } from './test-cards';

// The PDF module stands in for jsPDF here (its Node-run test is id-cards-pdf.test.ts); what matters is when
// it loads. Counted on globalThis: a module imported statically would load before this file's own constants.
const loads = globalThis as { idCardsPdfModuleLoads?: number };
const mockBuildIdCardsPdf = jest.fn((..._args: unknown[]) => new Blob(['%PDF-1.3 cards'], { type: 'application/pdf' }));
jest.mock('./id-cards-pdf', () => {
  const counter = globalThis as { idCardsPdfModuleLoads?: number };
  counter.idCardsPdfModuleLoads = (counter.idCardsPdfModuleLoads ?? 0) + 1;
  return { ID_CARDS_PDF_NAME: 'id-cards.pdf', buildIdCardsPdf: (...args: unknown[]) => mockBuildIdCardsPdf(...args) };
});

const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const webNative = { isNative: false } as RemoteMountProps['native'];

async function renderActions({ native = webNative, locale = 'en-US' }: { native?: Partial<RemoteMountProps['native']>; locale?: 'en-US' | 'es-US' } = {}) {
  const view = await renderRemote(() => <IdCardActions cards={[maria, sofia]} />, {
    remoteName: 'mfe_home_onboarding',
    translations: { 'en-US': { coverageTier: { EmployeeAndFamily: 'Employee and family coverage' } }, 'es-US': {} },
    overrides: { logger, locale, native: native as RemoteMountProps['native'] },
  });
  if (locale !== 'en-US') await act(() => view.props.i18n.changeLanguage(locale));
  return view;
}

let clicked: HTMLAnchorElement[];
beforeEach(() => {
  jest.clearAllMocks();
  clicked = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:http://localhost/pdf'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  Object.assign(navigator, { canShare: undefined, share: undefined });
});
afterEach(() => jest.restoreAllMocks());

const pdfTextGiven = () => mockBuildIdCardsPdf.mock.calls.at(-1)?.[1] as IdCardsPdfText;

describe('Save as PDF and Share', () => {
  it('loads the PDF library only when the member presses Save as PDF, then downloads id-cards.pdf', async () => {
    await renderActions();
    expect(screen.getByRole('group', { name: 'Save or share your ID cards' })).toBeTruthy();
    expect(loads.idCardsPdfModuleLoads ?? 0).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save as PDF' }));

    await act(async () => undefined);
    expect(loads.idCardsPdfModuleLoads).toBe(1);
    expect(mockBuildIdCardsPdf).toHaveBeenCalledWith([maria, sofia], expect.objectContaining({ memberId: 'Member ID', front: 'Front', back: 'Back' }));
    expect(pdfTextGiven().formatCoverageTier('EmployeeAndFamily')).toBe('Employee and family coverage');
    expect(pdfTextGiven().formatDate('2026-01-01')).toBe('Jan 01, 2026');
    expect(clicked.map((link) => link.download)).toEqual(['id-cards.pdf']);
  });

  it('is busy while the PDF is made and handed over, keeping focus on the pressed button', async () => {
    let finishShare: () => void = () => undefined;
    Object.assign(navigator, { canShare: () => true, share: jest.fn(() => new Promise<void>((resolve) => (finishShare = resolve))) });
    await renderActions();
    const share = screen.getByRole('button', { name: 'Share' });
    await userEvent.click(share);

    expect(await screen.findByRole('progressbar', { name: 'Preparing your PDF' })).toBeTruthy();
    expect(document.activeElement).toBe(share);
    expect(screen.getByRole('button', { name: 'Save as PDF' }).hasAttribute('disabled')).toBe(true);
    expect(navigator.share).toHaveBeenCalledWith({ files: [expect.objectContaining({ name: 'id-cards.pdf', type: 'application/pdf' })] });

    await act(async () => finishShare());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save as PDF' }).hasAttribute('disabled')).toBe(false);
    expect(clicked).toEqual([]);
  });

  it('Share downloads where the browser cannot share files', async () => {
    Object.assign(navigator, { canShare: () => false, share: jest.fn() });
    await renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await act(async () => undefined);
    expect(navigator.share).not.toHaveBeenCalled();
    expect(clicked.map((link) => link.download)).toEqual(['id-cards.pdf']);
  });

  it('inside the native shell hands the PDF to the bridge', async () => {
    const shareFile = jest.fn().mockResolvedValue(undefined);
    await renderActions({ native: { isNative: true, shareFile } });
    await userEvent.click(screen.getByRole('button', { name: 'Save as PDF' }));
    await act(async () => undefined);
    expect(shareFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'id-cards.pdf', type: 'application/pdf' }));
    expect(clicked).toEqual([]);
  });

  it('says so when the PDF cannot be made, keeps the buttons, and logs no card data', async () => {
    mockBuildIdCardsPdf.mockImplementationOnce(() => {
      throw new TypeError(`cannot draw ${maria.memberId}`);
    });
    await renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Save as PDF' }));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't make the PDF. Your cards are still here. Try again in a moment.");
    expect(screen.getByRole('button', { name: 'Save as PDF' }).hasAttribute('disabled')).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith('id cards pdf failed', { intent: 'save', error: 'TypeError' });
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain(maria.memberId);

    await userEvent.click(screen.getByRole('button', { name: 'Save as PDF' }));
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(clicked).toHaveLength(1);
  });

  it('speaks Spanish: the buttons, the PDF and its date', async () => {
    await renderActions({ locale: 'es-US' });
    expect(screen.getByRole('group', { name: 'Guarde o comparta sus tarjetas de identificación' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compartir' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar como PDF' }));
    await act(async () => undefined);
    expect(pdfTextGiven()).toEqual(expect.objectContaining({ title: 'Tarjeta de identificación del plan de salud', memberId: 'Número de miembro', front: 'Anverso' }));
    expect(pdfTextGiven().formatDate('2026-01-01')).toBe('ene 01, 2026');
  });
});

import type { IdCard } from '@member/shared-contracts/id-card';
import type { IdCardsPdfText } from './id-cards-pdf-text';

/**
 * The PDF as a file. jsPDF and the layout load here, when the member asks for the PDF, never with
 * /id-card or /home (docs/decisions/067-id-card-pdf-with-jspdf-loaded-on-demand.md). No chunk name: a
 * name would be one more string in remoteEntry.js, which /home loads.
 */
export async function makeIdCardsPdf(cards: readonly IdCard[], text: IdCardsPdfText): Promise<File> {
  const { buildIdCardsPdf, ID_CARDS_PDF_NAME } = await import('./id-cards-pdf');
  return new File([buildIdCardsPdf(cards, text)], ID_CARDS_PDF_NAME, { type: 'application/pdf' });
}

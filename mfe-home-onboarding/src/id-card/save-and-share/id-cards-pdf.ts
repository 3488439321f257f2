import { jsPDF } from 'jspdf';
import { formatPhoneNumber } from '@member/shared-contracts/field-rules';
import type { IdCard } from '@member/shared-contracts/id-card';
import type { IdCardsPdfText } from './id-cards-pdf-text';

/** No name, no member ID: the file name shows in download lists, share sheets and other apps. */
export const ID_CARDS_PDF_NAME = 'id-cards.pdf';

// ISO/IEC 7810 ID-1, the size of a plan card: printed at that size, the pages can be cut out and carried.
const CARD_WIDTH_MM = 85.6;
const CARD_HEIGHT_MM = 53.98;
const PAGE_MARGIN_MM = 20;
const CARD_PADDING_MM = 4;
const FONT_SIZE_PT = 8;
const LINE_MM = 3.6;

/** E.164 (+18005550100) as the card prints a US number: (800) 555-0100. */
const phone = (e164: string) => formatPhoneNumber(e164.replace(/^\+1(?=\d{10}$)/, ''));

function frontLines(card: IdCard, text: IdCardsPdfText): string[] {
  return [
    card.networkName,
    `${text.member}: ${card.memberFirstName} ${card.memberLastName}`,
    `${text.memberId}: ${card.memberId}`,
    `${text.groupNumber}: ${card.groupNumber}`,
    `${text.coverageTier}: ${text.formatCoverageTier(card.coverageTier)}`,
    `${text.effectiveDate}: ${text.formatDate(card.effectiveDate)}`,
    `${text.rxBin}: ${card.rxBin}   ${text.rxPcn}: ${card.rxPcn}   ${text.rxGroup}: ${card.rxGroup}`,
    `${text.payerId}: ${card.payerId}`,
  ];
}

function backLines(card: IdCard, text: IdCardsPdfText): string[] {
  const { lines, city, state, zip } = card.claimsAddress;
  return [
    `${text.memberServices}: ${phone(card.memberServicesPhone)}`,
    `${text.concierge}: ${phone(card.conciergePhone)}`,
    `${text.claimsAddress}:`,
    ...lines,
    `${city}, ${state} ${zip}`,
  ];
}

/** One side: its label above, the card's outline, the heading in bold, then the lines, wrapped to the card's width. */
function drawSide(doc: jsPDF, top: number, label: string, heading: string | null, lines: string[]): void {
  const left = PAGE_MARGIN_MM;
  const width = CARD_WIDTH_MM - 2 * CARD_PADDING_MM;
  doc.setFont('helvetica', 'bold').setFontSize(10).text(label, left, top - 2);
  doc.roundedRect(left, top, CARD_WIDTH_MM, CARD_HEIGHT_MM, 3, 3);
  let y = top + CARD_PADDING_MM + LINE_MM;
  if (heading) {
    doc.setFont('helvetica', 'bold').setFontSize(FONT_SIZE_PT + 1);
    for (const line of doc.splitTextToSize(heading, width) as string[]) {
      doc.text(line, left + CARD_PADDING_MM, y);
      y += LINE_MM;
    }
  }
  doc.setFont('helvetica', 'normal').setFontSize(FONT_SIZE_PT);
  for (const line of lines.flatMap((entry) => doc.splitTextToSize(entry, width) as string[])) {
    doc.text(line, left + CARD_PADDING_MM, y);
    y += LINE_MM;
  }
}

/**
 * Every card, front and back, one card a page, as text (selectable, searchable, read aloud; never an
 * image of text). Uncompressed: the file stays a few KiB and its text can be read straight from it.
 */
export function buildIdCardsPdf(cards: readonly IdCard[], text: IdCardsPdfText): Blob {
  const doc = new jsPDF({ unit: 'mm', format: 'letter', compress: false });
  doc.setProperties({ title: text.title });
  cards.forEach((card, index) => {
    if (index > 0) doc.addPage();
    doc.setFont('helvetica', 'bold').setFontSize(14).text(text.title, PAGE_MARGIN_MM, PAGE_MARGIN_MM);
    const frontTop = PAGE_MARGIN_MM + 14;
    drawSide(doc, frontTop, text.front, card.planName, frontLines(card, text));
    drawSide(doc, frontTop + CARD_HEIGHT_MM + 14, text.back, null, backLines(card, text));
  });
  return doc.output('blob');
}

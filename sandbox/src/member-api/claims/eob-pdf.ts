import { formatCurrency, formatDate } from '@member/shared-contracts/i18n';
import { type ClaimDetails } from '@member/shared-contracts/claims';

/** PDF text is Latin-1 in the standard fonts; accents are dropped and the PDF string delimiters escaped. */
function pdfText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([\\()])/g, '\\$1');
}

/**
 * The explanation of benefits of a decided claim, as a one-page PDF (member-features §2 "the explanation of
 * benefits as a PDF the sandbox generates"). Written by hand — a PDF of text lines needs five objects
 * and a cross-reference table, not a library.
 */
export function explanationOfBenefitsPdf(claim: ClaimDetails): Buffer {
  const money = (cents: number) => formatCurrency(cents / 100);
  const lines = [
    'Explanation of Benefits',
    'This is not a bill.',
    '',
    `Claim ${claim.id}`,
    `Patient: ${claim.patient.firstName}`,
    `Provider: ${claim.providerName}`,
    `Date of service: ${formatDate(claim.dateOfService, 'long')}`,
    `Status: ${claim.status}`,
    '',
    ...claim.lines.map((line) => `${line.description}: billed ${money(line.amountBilledCents)}, plan paid ${money(line.planPaidCents)}, you owe ${money(line.memberOwesCents)}`),
    '',
    `Total billed ${money(claim.amountBilledCents)}   Plan paid ${money(claim.planPaidCents)}   You owe ${money(claim.memberOwesCents)}`,
  ];
  const content = ['BT', '/F1 12 Tf', '16 TL', '56 760 Td', ...lines.map((line) => `(${pdfText(line)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * The PDF's fixed words (keys under `idCardActions.pdf` in this folder's locales), a module of their own:
 * the screen reads them without loading the PDF module, which brings jsPDF.
 */
export const ID_CARDS_PDF_LABELS = [
  'title', 'front', 'back', 'member', 'memberId', 'groupNumber', 'coverageTier', 'effectiveDate', 'rxBin', 'rxPcn', 'rxGroup',
  'payerId', 'memberServices', 'concierge', 'claimsAddress',
] as const;

/** The PDF's words in the member's language; the two formatters turn a card's values into display text. */
export interface IdCardsPdfText extends Record<(typeof ID_CARDS_PDF_LABELS)[number], string> {
  formatDate(isoDate: string): string;
  formatCoverageTier(tier: string): string;
}

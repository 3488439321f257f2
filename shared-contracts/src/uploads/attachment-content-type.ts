/** Photos (JPEG, PNG, HEIC, WebP) and PDF: what a phone camera and a provider portal produce. */
export const ATTACHMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/webp', 'application/pdf'] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/** How many first bytes tell every allowed format apart (a PNG's signature is 8, an ISO-BMFF brand ends at 12). */
export const ATTACHMENT_HEAD_BYTES = 16;

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

function startsWith(head: Uint8Array, expected: readonly number[], at = 0): boolean {
  return head.length >= at + expected.length && expected.every((byte, index) => head[at + index] === byte);
}

/**
 * HEIF's brands (ISO/IEC 23008-12 Annex B): an iPhone photo is `heic`; `mif1`/`msf1` are the generic
 * image and sequence brands other cameras write as the major brand.
 */
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis'].map(ascii);

/**
 * What a file is, by its first bytes (the formats' own signatures), or null when it is none of the
 * attachment types. The declared type (from the name's extension, or whatever a client sends) is not
 * trusted: a program named invoice.pdf is not a PDF.
 */
export function attachmentContentTypeOf(head: Uint8Array): AttachmentContentType | null {
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  // ISO-BMFF: a box size (4 bytes), then the `ftyp` box with the major brand.
  if (startsWith(head, ascii('ftyp'), 4) && HEIF_BRANDS.some((brand) => startsWith(head, brand, 8))) return 'image/heic';
  return null;
}

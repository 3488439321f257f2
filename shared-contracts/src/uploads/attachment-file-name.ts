/** File names are shown back to the member; longer ones are refused (400). */
export const ATTACHMENT_FILE_NAME_MAX = 120;

/**
 * Characters a shown file name must not hold: C0 controls, DEL and C1 controls (a name is one line of
 * text), and the bidirectional controls (LRM/RLM, ALM, the embeddings and overrides U+202A–U+202E, the
 * isolates U+2066–U+2069), with which "invoice\u202Efdp.exe" reads as "invoiceexe.pdf".
 */
// eslint-disable-next-line no-control-regex -- control characters are what a file name must not hold
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const PATH_SEPARATORS = /[\\/]/;

/** A file name that can be stored and travel as `?filename=`: one line, 1–ATTACHMENT_FILE_NAME_MAX characters, no path separators, no control characters. */
export function isAttachmentFileName(name: string): boolean {
  return name.trim().length > 0 && name.length <= ATTACHMENT_FILE_NAME_MAX && !PATH_SEPARATORS.test(name) && !name.match(UNSAFE_CHARACTERS);
}

/** A refused file's name as it can be shown in a message: each unsafe character becomes U+FFFD, so an override cannot reorder the sentence around it. */
export function printableFileName(name: string): string {
  return name.replace(UNSAFE_CHARACTERS, '\ufffd');
}

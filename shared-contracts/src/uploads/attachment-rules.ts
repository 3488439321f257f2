/**
 * The one upload rule of the app (features §5 leaves
 * attachment size and type "not shown"): what a member may attach to a claim, an appeal or a concierge
 * message: one rule for both.
 * Decisions: photos (JPEG, PNG, HEIC, WebP) and PDF — what a phone camera and a provider portal produce —
 * up to 10 MiB each (a 12-megapixel JPEG is 3–6 MiB), at most 5 files per submission. The browser checks
 * before sending; the sandbox refuses the same with 413 (size) and 415 (type).
 */
export const ATTACHMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/webp', 'application/pdf'] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_MAX_FILES = 5;
/** File names are shown back to the member; longer ones are refused (400). */
export const ATTACHMENT_FILE_NAME_MAX = 120;

/** The `accept` attribute of a file input. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_CONTENT_TYPES.join(',');

export type AttachmentError = 'empty' | 'tooLarge' | 'wrongType';

function isAttachmentContentType(type: string): type is AttachmentContentType {
  return (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(type.split(';')[0]?.trim().toLowerCase() ?? '');
}

/** Why one file cannot be attached, or null. */
export function attachmentError(file: { size: number; type: string }): AttachmentError | null {
  if (!isAttachmentContentType(file.type)) return 'wrongType';
  if (file.size <= 0) return 'empty';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A file name that can be stored and travel as `?filename=`: one line, 1–ATTACHMENT_FILE_NAME_MAX characters, no path separators. */
export function isAttachmentFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what a file name must not hold
  return name.trim().length > 0 && name.length <= ATTACHMENT_FILE_NAME_MAX && !/[\u0000-\u001f\u007f\\/]/.test(name);
}

/** The answer of an upload: a token to reference it by, and the stored file name (features §3 "Upload result"). */
export interface AttachmentUpload {
  uploadToken: string;
  fileName: string;
  contentType: AttachmentContentType;
  size: number;
}

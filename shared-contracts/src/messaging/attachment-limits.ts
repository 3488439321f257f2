/**
 * Attachment limits (issue 10 §4; features §5 "Validation of … attachment size or type: not shown").
 * Decision: what a member sends to a health-plan concierge is a photo of a bill, card or receipt, or a
 * PDF (an EOB, an itemised bill): JPEG, PNG, HEIC, WebP and PDF, at most 10 MB each, at most 5 to a
 * message. One rule for the browser (before the upload starts) and the sandbox (`POST
 * /zendesk/v2/uploads.json` answers 415 for a type, 413 for a size).
 */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/webp', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** 10 MB (10 × 1024 × 1024 bytes). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_MESSAGE = 5;

/** The `accept` attribute of the file picker: the same types. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.join(',');

export type AttachmentRefusal = 'type' | 'size' | 'empty';

/** Why a file may not be sent, or null when it may. The content type is compared without parameters, case-insensitively. */
export function attachmentRefusal(file: { type: string; size: number }): AttachmentRefusal | null {
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(type)) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'size';
  return null;
}

/** A file name that can travel as `?filename=`: 1–255 characters, no path separators. */
export function isAttachmentFileName(name: string): boolean {
  return name.trim().length > 0 && name.length <= 255 && !/[\\/]/.test(name);
}

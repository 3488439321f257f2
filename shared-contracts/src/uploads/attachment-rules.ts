import { ATTACHMENT_CONTENT_TYPES, attachmentContentTypeOf, type AttachmentContentType } from './attachment-content-type';
import { isAttachmentFileName } from './attachment-file-name';

/**
 * The one upload rule of the app (features §5 leaves
 * attachment size and type "not shown"): what a member may attach to a claim, an appeal or a concierge
 * message: one rule for both.
 * Decisions: photos (JPEG, PNG, HEIC, WebP) and PDF — what a phone camera and a provider portal produce —
 * up to 10 MiB each (a 12-megapixel JPEG is 3–6 MiB), at most 5 files per submission. The browser checks
 * before sending; the sandbox refuses the same with 413 (size), 415 (content) and 400 (name, empty).
 * The file's first bytes decide its type, never the declared one: a PNG saved as photo.jpg still attaches
 * (and is stored and served as the PNG it is), a program or a web page named like a PDF or a photo does not.
 */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_MAX_FILES = 5;

/** The `accept` attribute of a file input. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_CONTENT_TYPES.join(',');

/**
 * Why a file cannot be attached: `badName` (see isAttachmentFileName), `empty`, `tooLarge`, `wrongType`
 * (neither declared nor content is an attachment type) or `contentMismatch` (declared as a photo or a PDF,
 * its content is neither).
 */
export type AttachmentError = 'badName' | 'empty' | 'tooLarge' | 'wrongType' | 'contentMismatch';

export type AttachmentVerdict = { error: AttachmentError } | { error: null; contentType: AttachmentContentType };

function isAttachmentContentType(type: string): type is AttachmentContentType {
  return (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(type.split(';')[0]?.trim().toLowerCase() ?? '');
}

/** One file judged by its name, size and first bytes (at least ATTACHMENT_HEAD_BYTES of them); `type` is what the sender declared. */
export function judgeAttachment(file: { name: string; type: string; size: number; head: Uint8Array }): AttachmentVerdict {
  if (!isAttachmentFileName(file.name)) return { error: 'badName' };
  if (file.size <= 0) return { error: 'empty' };
  if (file.size > ATTACHMENT_MAX_BYTES) return { error: 'tooLarge' };
  const contentType = attachmentContentTypeOf(file.head);
  if (contentType) return { error: null, contentType };
  return { error: isAttachmentContentType(file.type) ? 'contentMismatch' : 'wrongType' };
}

/** The answer of an upload: a token to reference it by, and the stored file name (features §3 "Upload result"). */
export interface AttachmentUpload {
  uploadToken: string;
  fileName: string;
  contentType: AttachmentContentType;
  size: number;
}

import { ATTACHMENT_FILE_NAME_MAX, ATTACHMENT_MAX_BYTES, judgeAttachment, type AttachmentContentType, type AttachmentError } from '@member/shared-contracts/uploads';
import { ApiError } from '../api-error';

const REFUSALS: Record<AttachmentError, () => ApiError> = {
  badName: () => new ApiError(400, `filename is required: one line of 1 to ${ATTACHMENT_FILE_NAME_MAX} characters, without "/", "\\", control or bidirectional characters`),
  empty: () => new ApiError(400, 'The file is empty'),
  tooLarge: () => new ApiError(413, `Files over ${ATTACHMENT_MAX_BYTES} bytes cannot be attached`),
  wrongType: () => new ApiError(415, 'Attach a photo (JPEG, PNG, HEIC, WebP) or a PDF'),
  contentMismatch: () => new ApiError(415, 'The file is not what its type says: its content is not a photo (JPEG, PNG, HEIC, WebP) or a PDF'),
};

/**
 * An uploaded file (claims, appeals, concierge messages) judged by the one attachment rule: the type it
 * is stored and served as is the one its bytes are, or the upload is refused (400 name or empty, 413 size,
 * 415 content). No bytes at all (a JSON or text body, read by the server's own parsers) is not a file: 415.
 */
export function judgeUpload<Bytes extends Uint8Array>(fileName: string, declaredType: string, bytes: Bytes | undefined): { contentType: AttachmentContentType; bytes: Bytes } {
  if (!bytes) throw REFUSALS.wrongType();
  const verdict = judgeAttachment({ name: fileName, type: declaredType, size: bytes.byteLength, head: bytes });
  if (verdict.error) throw REFUSALS[verdict.error]();
  return { contentType: verdict.contentType, bytes };
}

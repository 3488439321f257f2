/**
 * Attachments (member-features §3, §5): accepted content types (judged by the file's first bytes), size,
 * count and name limits, and the attachment errors.
 */
export {
  ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, ATTACHMENT_ACCEPT, type AttachmentError, judgeAttachment, type AttachmentUpload,
} from './attachment-rules';
export { ATTACHMENT_CONTENT_TYPES, type AttachmentContentType } from './attachment-content-type';
export { ATTACHMENT_FILE_NAME_MAX, printableFileName } from './attachment-file-name';
export { judgeAttachmentFile } from './judge-attachment-file';

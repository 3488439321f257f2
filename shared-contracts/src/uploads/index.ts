/**
 * Attachments (member-features §3, §5): accepted content types, size and count limits, and the attachment
 * errors.
 */
export {
  ATTACHMENT_CONTENT_TYPES, type AttachmentContentType, ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES,
  ATTACHMENT_FILE_NAME_MAX, ATTACHMENT_ACCEPT, type AttachmentError, attachmentError, isAttachmentFileName,
  type AttachmentUpload,
} from './attachment-rules';

import { ATTACHMENT_HEAD_BYTES } from './attachment-content-type';
import { judgeAttachment, type AttachmentVerdict } from './attachment-rules';

/** A picked file judged in the browser by the same rule the member API applies, before it is uploaded. */
export async function judgeAttachmentFile(file: File): Promise<AttachmentVerdict> {
  const head = new Uint8Array(await file.slice(0, ATTACHMENT_HEAD_BYTES).arrayBuffer());
  return judgeAttachment({ name: file.name, type: file.type, size: file.size, head });
}

import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { announce } from '@member/ui';
import { judgeAttachmentFile, printableFileName, ATTACHMENT_MAX_FILES, type AttachmentError } from '@member/shared-contracts/uploads';
import { useRemoteProps } from '@member/remote-runtime';
import { uploadAttachment } from './messages-api.resource';

/** A file on its way into a message: uploading, ready (with its token) or failed. */
export interface PendingAttachment {
  key: string;
  name: string;
  type: string;
  status: 'uploading' | 'ready' | 'failed';
  token?: string;
}

export interface RefusedFile {
  name: string;
  reason: AttachmentError | 'tooMany';
}

let sequence = 0;

/**
 * Picked or dropped files: each is checked by the shared attachment rule (name, size, first bytes), then uploaded at once
 * (`POST /zendesk/v2/uploads.json`). A refused file is named with its reason and nothing else is lost.
 * Progress is per file (uploading → ready), not a percentage: the app's one HTTP client is fetch-based.
 * How each upload ends is announced politely (WCAG 4.1.3): the file's row shows it, but a status region
 * that appears already filled, as each new row would, is skipped by screen readers.
 */
export function useAttachments() {
  const { http } = useRemoteProps();
  const { t } = useTranslation('mfe_messages');
  const [attachments, setAttachments] = useState<PendingAttachment[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);

  const update = (key: string, change: Partial<PendingAttachment>) => setAttachments((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function add(files: FileList | File[]) {
    const refusedNow: RefusedFile[] = [];
    let room = ATTACHMENT_MAX_FILES - attachments.length;
    for (const file of Array.from(files)) {
      const verdict = await judgeAttachmentFile(file);
      if (verdict.error) {
        refusedNow.push({ name: file.name, reason: verdict.error });
        continue;
      }
      if (room <= 0) {
        refusedNow.push({ name: file.name, reason: 'tooMany' });
        continue;
      }
      room -= 1;
      const key = `attachment-${++sequence}`;
      setAttachments((list) => [...list, { key, name: file.name, type: verdict.contentType, status: 'uploading' }]);
      uploadAttachment(http, file, verdict.contentType).then(
        (result) => {
          update(key, { status: 'ready', token: result.token, name: result.fileName });
          announce(t('composer.fileAnnouncement.ready', { name: printableFileName(result.fileName) }));
        },
        () => {
          update(key, { status: 'failed' });
          announce(t('composer.fileAnnouncement.failed', { name: printableFileName(file.name) }));
        },
      );
    }
    setRefused(refusedNow);
  }

  return {
    attachments,
    refused,
    add,
    remove: (key: string) => setAttachments((list) => list.filter((item) => item.key !== key)),
    clear: () => {
      setAttachments([]);
      setRefused([]);
    },
    isUploading: attachments.some((item) => item.status === 'uploading'),
    ready: attachments.filter((item): item is PendingAttachment & { token: string } => item.status === 'ready' && item.token !== undefined),
  };
}

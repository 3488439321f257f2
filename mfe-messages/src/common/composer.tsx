import { useId, useState, type DragEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@member/i18n';
import { Button } from '@member/ui';
import { MESSAGE_MAX_LENGTH } from '@member/shared-contracts/messaging';
import { useDraft } from './messages.store';
import { AttachmentPicker } from './attachment-picker';
import { useAttachments, type PendingAttachment } from './use-attachments';
import { classNames } from './class-names';
import styles from './composer.module.css';

export interface ComposerProps {
  /** The draft's key in the in-memory drafts store (a thread id, or `new`). */
  draftKey: string;
  label: string;
  sendLabel: string;
  /** Resolves true when the message is handed over (the composer then empties), false to keep everything. */
  onSend: (body: string, attachments: (PendingAttachment & { token: string })[]) => boolean | Promise<boolean>;
  isSending?: boolean;
  /** Fields shown above the message (e.g. the subject of a new conversation). */
  children?: ReactNode;
}

/** The message field, attachments (picked or dropped) and Send; an empty message or a file still uploading is explained, not sent. */
export function Composer({ draftKey, label, sendLabel, onSend, isSending = false, children }: ComposerProps) {
  const { t } = useTranslation('mfe_messages');
  const [draft, setDraft] = useDraft(draftKey);
  const attachments = useAttachments();
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const fieldId = useId();
  const errorId = useId();

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const body = draft.trim();
    if (body === '') return setError(t('composer.empty'));
    if (body.length > MESSAGE_MAX_LENGTH) return setError(t('composer.tooLong', { max: MESSAGE_MAX_LENGTH }));
    if (attachments.isUploading) return setError(t('composer.uploading'));
    setError(null);
    if (await onSend(body, attachments.ready)) {
      setDraft('');
      attachments.clear();
    }
    return undefined;
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) void attachments.add(event.dataTransfer.files);
  };

  return (
    <form
      className={classNames(styles.composer, dragging && styles.dragging)}
      onSubmit={(event) => void submit(event)}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      noValidate
    >
      {children}
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onKeyDown={(event) => {
          // Ctrl/Cmd + Enter sends; Enter alone is a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
      />
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <AttachmentPicker state={attachments} />
      <div className={styles.row}>
        <Button type="submit" isPending={isSending} pendingLabel={t('composer.sending')}>
          {sendLabel}
        </Button>
      </div>
    </form>
  );
}

import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@member/i18n';
import { Button } from '@member/ui';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_FILES, judgeAttachmentFile, printableFileName, type AttachmentUpload } from '@member/shared-contracts/uploads';
import { isHttpError } from '@member/shared-contracts/http';
import { useUploadClaimAttachment } from './claims.resource';
import styles from './attachment-picker.module.css';

interface AttachmentPickerProps {
  label: string;
  files: readonly AttachmentUpload[];
  onAdd: (upload: AttachmentUpload) => void;
  onRemove: (uploadToken: string) => void;
  /** Errors of the step around it (e.g. "add at least one"), shown with the picker's own; they mark the picker invalid. */
  stepError?: string | null;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * Photos or PDFs for a claim or an appeal: each file is checked by the one attachment rule (its name, size
 * and first bytes: judgeAttachmentFile) before sending and uploaded at once (`POST /claim-uploads`; the sandbox
 * refuses the same with 413 / 415). Attached files are listed, each with a Remove button.
 */
export function AttachmentPicker({ label, files, onAdd, onRemove, stepError, onUploadingChange }: AttachmentPickerProps) {
  const { t } = useTranslation('mfe_claims');
  const upload = useUploadClaimAttachment();
  const [errors, setErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const id = useId();
  const shown = [...(stepError ? [stepError] : []), ...errors];

  const track = (delta: number) =>
    setUploading((count) => {
      const next = count + delta;
      onUploadingChange?.(next > 0);
      return next;
    });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems: string[] = [];
    let room = ATTACHMENT_MAX_FILES - files.length;
    for (const file of chosen) {
      if (room <= 0) {
        problems.push(t('attachments.tooMany', { max: ATTACHMENT_MAX_FILES }));
        break;
      }
      const verdict = await judgeAttachmentFile(file);
      if (verdict.error) {
        problems.push(t(`attachments.${verdict.error}`, { fileName: printableFileName(file.name) }));
        continue;
      }
      room -= 1;
      track(1);
      try {
        onAdd(await upload(file, verdict.contentType));
      } catch (error) {
        const kind = isHttpError(error, 413) ? 'tooLarge' : isHttpError(error, 415) ? 'wrongType' : 'failed';
        problems.push(t(`attachments.${kind}`, { fileName: file.name }));
      } finally {
        track(-1);
      }
    }
    setErrors(problems);
  };

  return (
    <div className={styles.picker}>
      <label htmlFor={`${id}-file`} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-help`} className={styles.help}>
        {t('attachments.description', { max: ATTACHMENT_MAX_FILES })}
      </p>
      <input
        id={`${id}-file`}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        multiple
        aria-describedby={`${id}-help${shown.length > 0 ? ` ${id}-errors` : ''}`}
        aria-invalid={stepError ? true : undefined}
        onChange={(event) => void choose(event)}
      />
      {uploading > 0 && <p role="status">{t('attachments.uploading')}</p>}
      {shown.length > 0 && (
        <div id={`${id}-errors`} role="alert">
          {shown.map((error) => (
            <p key={error} className={styles.error}>
              {error}
            </p>
          ))}
        </div>
      )}
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t('attachments.attached')}>
          {files.map((file) => (
            <li key={file.uploadToken}>
              <span>{file.fileName}</span>
              <Button variant="link" onPress={() => onRemove(file.uploadToken)}>
                {t('attachments.remove', { fileName: file.fileName })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@member/i18n';
import { Button } from '@member/ui';
import { useRemoteProps } from '@member/remote-runtime';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_FILES, attachmentError, isHttpError, uploadClaimAttachment, type AttachmentUpload } from '@member/shared-contracts';
import { useAccountId } from '../common/claims.resource';
import { useClaimDraft } from './claim-draft.store';
import { StepFrame } from './step-frame';
import styles from './submit-claim.module.css';

/**
 * Receipts or an itemised bill: photos or PDFs, checked by the one attachment rule before sending
 * (ATTACHMENT_* in shared-contracts) and uploaded at once (`POST /claim-uploads`); the sandbox refuses the
 * same with 413 / 415. Each file is listed with a Remove button; Continue needs at least one.
 */
const NO_RECEIPTS: readonly AttachmentUpload[] = [];

export function ReceiptsStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('mfe_claims');
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  const stored = useClaimDraft((state) => state.draft.receipts);
  const receipts = stored ?? NO_RECEIPTS;
  const addReceipt = useClaimDraft((state) => state.addReceipt);
  const removeReceipt = useClaimDraft((state) => state.removeReceipt);
  const [errors, setErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const id = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems: string[] = [];
    let room = ATTACHMENT_MAX_FILES - receipts.length;
    for (const file of files) {
      if (room <= 0) {
        problems.push(t('submit.receipts.tooMany', { max: ATTACHMENT_MAX_FILES }));
        break;
      }
      const problem = attachmentError(file);
      if (problem) {
        problems.push(t(`submit.receipts.${problem}`, { fileName: file.name }));
        continue;
      }
      room -= 1;
      setUploading((count) => count + 1);
      try {
        addReceipt(await uploadClaimAttachment(http, accountId, file));
      } catch (error) {
        const kind = isHttpError(error, 413) ? 'tooLarge' : isHttpError(error, 415) ? 'wrongType' : 'failed';
        problems.push(t(`submit.receipts.${kind}`, { fileName: file.name }));
      } finally {
        setUploading((count) => count - 1);
      }
    }
    setErrors(problems);
  };

  const submit = () => {
    if (uploading > 0) return;
    if (receipts.length === 0) return setErrors([t('validation.claim.receiptsRequired')]);
    onDone();
  };

  return (
    <StepFrame step="receipts" heading={t('submit.receipts.heading')} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={`${id}-file`} className={styles.legend}>
          {t('submit.receipts.label')}
        </label>
        <p id={`${id}-help`} className={styles.help}>
          {t('submit.receipts.description', { max: ATTACHMENT_MAX_FILES })}
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          multiple
          aria-describedby={`${id}-help${errors.length > 0 ? ` ${id}-errors` : ''}`}
          onChange={(event) => void choose(event)}
        />
      </div>
      {uploading > 0 && <p role="status">{t('submit.receipts.uploading')}</p>}
      {errors.length > 0 && (
        <div id={`${id}-errors`} role="alert" className={styles.error}>
          {errors.map((error) => (
            <p key={error} className={styles.error}>
              {error}
            </p>
          ))}
        </div>
      )}
      {receipts.length > 0 && (
        <ul className={styles.files} aria-label={t('submit.receipts.attached')}>
          {receipts.map((receipt) => (
            <li key={receipt.uploadToken}>
              <span>{receipt.fileName}</span>
              <Button variant="link" onPress={() => removeReceipt(receipt.uploadToken)}>
                {t('submit.receipts.remove', { fileName: receipt.fileName })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </StepFrame>
  );
}

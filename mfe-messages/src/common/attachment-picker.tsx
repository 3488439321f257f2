import { useId } from 'react';
import { useTranslation } from '@member/i18n';
import { Button } from '@member/ui';
import { ATTACHMENT_ACCEPT, printableFileName } from '@member/shared-contracts/uploads';
import type { useAttachments } from './use-attachments';
import styles from './composer.module.css';

/** The file picker, the files on their way (status, remove) and why a file was refused. */
export function AttachmentPicker({ state }: { state: ReturnType<typeof useAttachments> }) {
  const { t } = useTranslation('mfe_messages');
  const inputId = useId();
  return (
    <div className={styles.attachments}>
      <label htmlFor={inputId} className={styles.fileLabel}>
        {t('composer.attach')}
        <span className={styles.hint}>{t('composer.attachHint')}</span>
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className={styles.fileInput}
        onChange={(event) => {
          if (event.target.files) void state.add([...event.target.files]);
          event.target.value = '';
        }}
      />
      {state.refused.length > 0 && (
        <ul role="alert" className={styles.refused}>
          {state.refused.map((file) => (
            <li key={file.name}>{t(`composer.refused.${file.reason}`, { name: printableFileName(file.name) })}</li>
          ))}
        </ul>
      )}
      {state.attachments.length > 0 && (
        <ul className={styles.files} aria-label={t('composer.filesLabel')}>
          {state.attachments.map((file) => (
            <li key={file.key} className={styles.file}>
              <span>{file.name}</span>
              {/* Not a live region: each row appears already filled; how the upload ends is announced (use-attachments). */}
              <span className={styles.fileStatus}>
                {t(`composer.fileStatus.${file.status}`)}
              </span>
              <Button variant="link" onPress={() => state.remove(file.key)} aria-label={t('composer.removeFile', { name: file.name })}>
                {t('composer.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

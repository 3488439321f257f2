import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import type { AttachmentUpload } from '@member/shared-contracts/uploads';
import { AttachmentPicker } from '../common/attachment-picker';
import { useClaimDraft } from '../common/claim-draft.store';
import { StepFrame } from './step-frame';

const NO_RECEIPTS: readonly AttachmentUpload[] = [];

/** Receipts or an itemised bill (at least one); Continue waits for uploads in flight. */
export function ReceiptsStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('mfe_claims');
  const stored = useClaimDraft((state) => state.draft.receipts);
  const receipts = stored ?? NO_RECEIPTS;
  const addReceipt = useClaimDraft((state) => state.addReceipt);
  const removeReceipt = useClaimDraft((state) => state.removeReceipt);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const submit = () => {
    if (uploading) return;
    if (receipts.length === 0) return setError(t('validation.claim.receiptsRequired'));
    onDone();
  };

  return (
    <StepFrame step="receipts" heading={t('submit.receipts.heading')} onSubmit={submit}>
      <AttachmentPicker
        label={t('submit.receipts.label')}
        files={receipts}
        onAdd={(upload) => {
          addReceipt(upload);
          setError(null);
        }}
        onRemove={removeReceipt}
        stepError={error}
        onUploadingChange={setUploading}
      />
    </StepFrame>
  );
}

import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { Navigate, useNavigate, useParams } from '@member/router';
import { Banner, FallbackState, LinkButton, LoadingState } from '@member/ui';
import { MemberPage, NotFoundScreen, useRemoteProps } from '@member/remote-runtime';
import { APPEAL_ACTIONS, APPEAL_NOTE_MAX, APPEAL_REASONS, APPEAL_STEPS, APPEAL_STEP_PAGE_NAMES, NO_APPROVED_PROVIDER, appealStepToShow, nextAppealStep, type AppealDraft, type AppealSubmission, type AppealStep } from '@member/shared-contracts/claims';
import { isNotFoundForMember } from '@member/shared-contracts/http';
import { type AttachmentUpload } from '@member/shared-contracts/uploads';
import { AttachmentPicker } from '../common/attachment-picker';
import { Choice } from '../common/choice';
import { useClaim } from '../common/claims.resource';
import { QuestionFrame } from '../common/question-frame';
import { useApprovedProviders, useSubmitAppealMutation } from './appeal.resource';
import { useAppealDraft } from './appeal.store';
import styles from './appeal.module.css';

const NO_FILES: readonly AttachmentUpload[] = [];
const EMPTY_DRAFT: AppealDraft = {};

/**
 * `/claim-details/{id}/appeal/{step}` (VIEW_CLAIMS): the six steps of features §2 in order — choose action,
 * explain reason, add note, select approved provider, upload documentation (which files the appeal), create
 * success. A step visited out of order goes to the first unanswered one (`appealStepToShow`); each step's
 * page name is tracked; a claim that cannot be appealed (or another member's) is the page-not-found page.
 */
export default function AppealScreen() {
  const { t } = useTranslation('mfe_claims');
  const { id = '', step: requested } = useParams();
  const { analytics } = useRemoteProps();
  const claim = useClaim(id);
  const draft = useAppealDraft((state) => state.drafts[id]) ?? EMPTY_DRAFT;
  const created = useAppealDraft((state) => state.created[id] === true);
  const step = appealStepToShow(requested, draft, created);

  useEffect(() => {
    if (requested === step) analytics.page(APPEAL_STEP_PAGE_NAMES[step], { flow: 'claim appeal' });
  }, [analytics, requested, step]);

  if (claim.isPending) return <LoadingState label={t('common.loading')} />;
  if (claim.isError && isNotFoundForMember(claim.error)) return <NotFoundScreen />;
  if (claim.isError || !claim.data) {
    return (
      <MemberPage heading={t('appeal.heading')}>
        <FallbackState heading={t('claimDetails.error')} retryLabel={t('common.tryAgain')} onRetry={() => void claim.refetch()} />
      </MemberPage>
    );
  }
  if (!claim.data.canAppeal && !created) return <NotFoundScreen />;
  if (requested !== step) return <Navigate to={`/claim-details/${encodeURIComponent(id)}/appeal/${step}`} replace />;
  return <AppealStepScreen key={step} claimId={id} step={step} draft={draft} />;
}

function AppealStepScreen({ claimId, step, draft }: { claimId: string; step: AppealStep; draft: AppealDraft }) {
  const { t } = useTranslation('mfe_claims');
  const navigate = useNavigate();
  const answer = useAppealDraft((state) => state.answer);
  const [error, setError] = useState<string | null>(null);
  const base = `/claim-details/${encodeURIComponent(claimId)}/appeal`;
  const goNext = () => navigate(`${base}/${nextAppealStep(step)}`);
  const position = { step: APPEAL_STEPS.indexOf(step) + 1, steps: APPEAL_STEPS.length };
  const frame = { heading: t(`appeal.${step}.heading`), position };

  switch (step) {
    case 'choose-action':
      return (
        <QuestionFrame {...frame} onSubmit={() => (draft.action ? goNext() : setError(t('appeal.required')))}>
          <Choice
            legend={t('appeal.choose-action.legend')}
            choices={APPEAL_ACTIONS.map((action) => ({ value: action, label: t(`appeal.action.${action}`) }))}
            value={draft.action}
            error={error}
            onChange={(action) => {
              answer(claimId, { action });
              setError(null);
            }}
          />
        </QuestionFrame>
      );
    case 'explain-reason':
      return (
        <QuestionFrame {...frame} onSubmit={() => (draft.reason ? goNext() : setError(t('appeal.required')))}>
          <Choice
            legend={t('appeal.explain-reason.legend')}
            choices={APPEAL_REASONS.map((reason) => ({ value: reason, label: t(`appeal.reason.${reason}`) }))}
            value={draft.reason}
            error={error}
            onChange={(reason) => {
              answer(claimId, { reason });
              setError(null);
            }}
          />
        </QuestionFrame>
      );
    case 'add-note':
      return <NoteStep frame={frame} note={draft.note ?? ''} onNote={(note) => answer(claimId, { note })} onDone={goNext} />;
    case 'select-approved-provider':
      return <ProviderStep frame={frame} claimId={claimId} value={draft.approvedProviderId} onChange={(approvedProviderId) => answer(claimId, { approvedProviderId })} onDone={goNext} />;
    case 'upload-documentation':
      return <UploadStep frame={frame} claimId={claimId} draft={draft} onCreated={goNext} />;
    case 'create-success':
      return (
        <MemberPage heading={t('appeal.create-success.heading')} width="narrow" focusHeadingOnMount>
          <p>{t('appeal.create-success.body')}</p>
          <LinkButton href={`/claim-details/${encodeURIComponent(claimId)}`}>{t('appeal.create-success.back')}</LinkButton>
        </MemberPage>
      );
  }
}

type Frame = { heading: string; position: { step: number; steps: number } };

function NoteStep({ frame, note, onNote, onDone }: { frame: Frame; note: string; onNote: (note: string) => void; onDone: () => void }) {
  const { t } = useTranslation('mfe_claims');
  const id = useId();
  return (
    <QuestionFrame
      {...frame}
      onSubmit={() => {
        onNote(note.slice(0, APPEAL_NOTE_MAX));
        onDone();
      }}
    >
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('appeal.add-note.label')}
        </label>
        <p id={`${id}-help`} className={styles.help}>
          {t('appeal.add-note.description', { max: APPEAL_NOTE_MAX, left: APPEAL_NOTE_MAX - note.length })}
        </p>
        <textarea id={id} className={styles.textarea} rows={6} maxLength={APPEAL_NOTE_MAX} value={note} aria-describedby={`${id}-help`} onChange={(event) => onNote(event.target.value)} />
      </div>
    </QuestionFrame>
  );
}

function ProviderStep({ frame, claimId, value, onChange, onDone }: { frame: Frame; claimId: string; value: string | undefined; onChange: (id: string) => void; onDone: () => void }) {
  const { t } = useTranslation('mfe_claims');
  const [error, setError] = useState<string | null>(null);
  const providers = useApprovedProviders(claimId);
  if (providers.isPending) return <LoadingState label={t('common.loading')} />;
  const choices = [
    ...(providers.data ?? []).map((provider) => ({ value: provider.id, label: provider.name })),
    { value: NO_APPROVED_PROVIDER, label: t('appeal.select-approved-provider.none') },
  ];
  return (
    <QuestionFrame {...frame} onSubmit={() => (value ? onDone() : setError(t('appeal.required')))}>
      {providers.isError && <Banner tone="warning" body={t('appeal.select-approved-provider.loadFailed')} />}
      <Choice
        legend={t('appeal.select-approved-provider.legend')}
        choices={choices}
        value={value}
        error={error}
        onChange={(id) => {
          onChange(id);
          setError(null);
        }}
      />
    </QuestionFrame>
  );
}

function UploadStep({ frame, claimId, draft, onCreated }: { frame: Frame; claimId: string; draft: AppealDraft; onCreated: () => void }) {
  const { t } = useTranslation('mfe_claims');
  const stored = useAppealDraft((state) => state.files[claimId]);
  const files = stored ?? NO_FILES;
  const addFile = useAppealDraft((state) => state.addFile);
  const removeFile = useAppealDraft((state) => state.removeFile);
  const [uploading, setUploading] = useState(false);
  const create = useSubmitAppealMutation(claimId, onCreated);
  const appeal: AppealSubmission = {
    action: draft.action ?? 'reconsider',
    reason: draft.reason ?? 'other',
    note: draft.note ?? '',
    approvedProviderId: draft.approvedProviderId ?? NO_APPROVED_PROVIDER,
    uploadTokens: files.map((file) => file.uploadToken),
  };
  return (
    <QuestionFrame {...frame} submitLabel={t('appeal.upload-documentation.submit')} isSubmitting={create.isPending} onSubmit={() => (uploading ? undefined : create.mutate(appeal))}>
      {create.isError && <Banner tone="error" heading={t('appeal.upload-documentation.failedHeading')} body={t('appeal.upload-documentation.failed')} />}
      <p>{t('appeal.upload-documentation.description')}</p>
      <AttachmentPicker label={t('appeal.upload-documentation.label')} files={files} onAdd={(upload) => addFile(claimId, upload)} onRemove={(token) => removeFile(claimId, token)} onUploadingChange={setUploading} />
    </QuestionFrame>
  );
}

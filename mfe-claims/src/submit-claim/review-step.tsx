import { useTranslation } from '@member/i18n';
import { useNavigate } from '@member/router';
import { Banner, TextLink } from '@member/ui';
import { centsToDollars } from '@member/shared-contracts/i18n';
import { isHttpError } from '@member/shared-contracts/http';
import { type ClaimOptions, type ClaimSubmissionStep } from '@member/shared-contracts/claims';
import { ClaimStatusLabel } from '../common/claim-status';
import { useFormatters } from '../common/use-formatters';
import { useClaimDraft } from '../common/claim-draft.store';
import { useDuplicateCheck, useSubmitClaimMutation } from './submit-claim.resource';
import { StepFrame } from './step-frame';
import styles from './submit-claim.module.css';

/**
 * Review: every answer with a way back to change it; a likely duplicate (same patient, provider, date and
 * amount, `findLikelyDuplicate` in the member API) is pointed out before submitting. A failed submit keeps
 * everything, says what went wrong and is tracked as "error submitting claim" (no claim details in it).
 */
export function ReviewStep({ options }: { options: ClaimOptions }) {
  const { t } = useTranslation('mfe_claims');
  const navigate = useNavigate();
  const { money, date } = useFormatters();
  const draft = useClaimDraft((state) => state.draft);
  const patient = options.patients.find((candidate) => candidate.id === draft.patientId);
  const facts = { patientId: draft.patientId ?? '', providerName: (draft.providerName ?? '').trim(), dateOfService: draft.dateOfService ?? '', amountCents: draft.amountCents ?? 0 };

  const duplicate = useDuplicateCheck(facts);
  const submit = useSubmitClaimMutation(() => navigate('/claims'));

  const errorMessage = (() => {
    const error = submit.error;
    if (!error) return null;
    if (isHttpError(error, 400) && error.message.startsWith('validation.claim.')) return t(error.message, { defaultValue: t('submit.review.failed') });
    return t('submit.review.failed');
  })();

  const change = (step: ClaimSubmissionStep, what: string) => (
    <TextLink href={`/claims/new?step=${step}`}>{t('submit.review.change', { what })}</TextLink>
  );

  return (
    <StepFrame
      step="review"
      isSubmitting={submit.isPending}
      heading={t('submit.review.heading')}
      submitLabel={duplicate.data ? t('submit.review.submitAnyway') : t('submit.review.submit')}
      onSubmit={() => submit.mutate({ ...facts, serviceType: draft.serviceType ?? 'doctorVisit', uploadTokens: (draft.receipts ?? []).map((receipt) => receipt.uploadToken) })}
    >
      {errorMessage && <Banner tone="error" heading={t('submit.review.failedHeading')} body={errorMessage} />}
      {duplicate.data && (
        <Banner
          tone="warning"
          heading={t('submit.review.duplicateHeading')}
          body={
            <>
              {t('submit.review.duplicateBody', { provider: duplicate.data.providerName, date: date(duplicate.data.dateOfService), amount: money(centsToDollars(duplicate.data.amountBilledCents)) })}{' '}
              <ClaimStatusLabel status={duplicate.data.status} />
            </>
          }
        />
      )}
      <dl className={styles.review}>
        <div>
          <dt>{t('submit.review.patient')}</dt>
          <dd>{patient ? t(`submit.patient.${patient.relationship}`, { name: patient.firstName }) : ''}</dd>
          <dd>{change('patient', t('submit.review.patient'))}</dd>
        </div>
        <div>
          <dt>{t('submit.review.service')}</dt>
          <dd>{draft.serviceType ? t(`service.${draft.serviceType}`) : ''}</dd>
          <dd>{change('service', t('submit.review.service'))}</dd>
        </div>
        <div>
          <dt>{t('submit.review.provider')}</dt>
          <dd>{facts.providerName}</dd>
          <dd>{change('provider', t('submit.review.provider'))}</dd>
        </div>
        <div>
          <dt>{t('submit.review.date')}</dt>
          <dd>{facts.dateOfService ? date(facts.dateOfService) : ''}</dd>
          <dd>{change('date', t('submit.review.date'))}</dd>
        </div>
        <div>
          <dt>{t('submit.review.amount')}</dt>
          <dd>{money(centsToDollars(facts.amountCents))}</dd>
          <dd>{change('amount', t('submit.review.amount'))}</dd>
        </div>
        <div>
          <dt>{t('submit.review.receipts')}</dt>
          <dd>{(draft.receipts ?? []).map((receipt) => receipt.fileName).join(', ')}</dd>
          <dd>{change('receipts', t('submit.review.receipts'))}</dd>
        </div>
      </dl>
      {submit.isPending && <p role="status">{t('submit.review.sending')}</p>}
    </StepFrame>
  );
}

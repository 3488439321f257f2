import { useEffect } from 'react';
import { useTranslation } from '@member/i18n';
import { Navigate, useNavigate, useSearchParams } from '@member/router';
import { FallbackState, LoadingState } from '@member/ui';
import { MemberPage } from '@member/remote-runtime';
import { claimStepToShow, nextClaimStep, type ClaimOptions, type ClaimSubmissionStep } from '@member/shared-contracts/claims';
import { useAccountId } from '../common/claims.resource';
import { useClaimOptions } from './submit-claim.resource';
import { useClaimDraft } from '../common/claim-draft.store';
import { AmountStep, DateStep, PatientStep, ProviderStep, ServiceStep } from './question-steps';
import { ReceiptsStep } from './receipts-step';
import { ReviewStep } from './review-step';

/**
 * `/claims/new` (SUBMIT_CLAIMS; the host's gate answers 404 without it): one question a step at
 * `?step=…` (so the browser's Back and the page's Back both step back), answers kept in the draft store,
 * a step asked for out of order goes to the first unanswered one (`claimStepToShow`), then review and submit.
 */
export default function SubmitClaimScreen() {
  const { t } = useTranslation('mfe_claims');
  const accountId = useAccountId();
  const forAccount = useClaimDraft((state) => state.forAccount);
  const draft = useClaimDraft((state) => state.draft);
  const options = useClaimOptions();
  const [params] = useSearchParams();
  const requested = params.get('step');
  const step = claimStepToShow(requested, draft);

  useEffect(() => forAccount(accountId), [accountId, forAccount]);

  if (options.isPending) return <LoadingState label={t('common.loading')} />;
  if (options.isError) {
    return (
      <MemberPage heading={t('submit.heading')}>
        <FallbackState heading={t('submit.optionsError')} retryLabel={t('common.tryAgain')} onRetry={() => void options.refetch()} />
      </MemberPage>
    );
  }
  if (requested !== step) return <Navigate to={`/claims/new?step=${step}`} replace />;
  return <StepScreen key={step} step={step} options={options.data} />;
}

function StepScreen({ step, options }: { step: ClaimSubmissionStep; options: ClaimOptions }) {
  const navigate = useNavigate();
  const goNext = () => navigate(`/claims/new?step=${nextClaimStep(step)}`);
  switch (step) {
    case 'patient':
      return <PatientStep patients={options.patients} onDone={goNext} />;
    case 'service':
      return <ServiceStep services={options.coveredServices} onDone={goNext} />;
    case 'provider':
      return <ProviderStep onDone={goNext} />;
    case 'date':
      return <DateStep planYears={options.planYears} onDone={goNext} />;
    case 'amount':
      return <AmountStep onDone={goNext} />;
    case 'receipts':
      return <ReceiptsStep onDone={goNext} />;
    case 'review':
      return <ReviewStep options={options} />;
  }
}


import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { TextField } from '@member/ui';
import { CLAIM_PROVIDER_NAME_MAX, dateOfServiceError, parseClaimAmount, todayIsoDate, type ClaimPatient, type CoveredService, type PlanYearWindow } from '@member/shared-contracts/claims';
import { usDateToIso } from '@member/shared-contracts/field-rules';
import { useClaimDraft } from '../common/claim-draft.store';
import { StepFrame } from './step-frame';
import { Choice } from '../common/choice';

export function PatientStep({ patients, onDone }: { patients: readonly ClaimPatient[]; onDone: () => void }) {
  const { t } = useTranslation('mfe_claims');
  const patientId = useClaimDraft((state) => state.draft.patientId);
  const setPatient = useClaimDraft((state) => state.setPatient);
  const [error, setError] = useState<string | null>(null);
  return (
    <StepFrame step="patient" heading={t('submit.patient.heading')} onSubmit={() => (patientId ? onDone() : setError(t('validation.claim.patientRequired')))}>
      <Choice
        legend={t('submit.patient.legend')}
        choices={patients.map((patient) => ({ value: patient.id, label: t(`submit.patient.${patient.relationship}`, { name: patient.firstName }) }))}
        value={patientId}
        error={error}
        onChange={(value) => {
          setPatient(value);
          setError(null);
        }}
      />
    </StepFrame>
  );
}

export function ServiceStep({ services, onDone }: { services: readonly CoveredService[]; onDone: () => void }) {
  const { t } = useTranslation('mfe_claims');
  const serviceType = useClaimDraft((state) => state.draft.serviceType);
  const setService = useClaimDraft((state) => state.setService);
  const [error, setError] = useState<string | null>(null);
  return (
    <StepFrame step="service" heading={t('submit.service.heading')} onSubmit={() => (serviceType ? onDone() : setError(t('validation.claim.serviceTypeRequired')))}>
      <Choice
        legend={t('submit.service.legend')}
        choices={services.map((service) => ({ value: service, label: t(`service.${service}`) }))}
        value={serviceType}
        error={error}
        onChange={(value) => {
          setService(value);
          setError(null);
        }}
      />
    </StepFrame>
  );
}

interface TextStepProps {
  step: 'provider' | 'date' | 'amount';
  label: string;
  value: string;
  inputMode?: 'text' | 'numeric' | 'decimal';
  onChange: (value: string) => void;
  /** The error message of the answer as it stands, or null (and keeps the parsed value when valid). */
  check: () => string | null;
  onDone: () => void;
}

/** A question answered by one text field: the typed text is kept, a refused answer says why. */
function TextStep({ step, label, value, inputMode = 'text', onChange, check, onDone }: TextStepProps) {
  const { t } = useTranslation('mfe_claims');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const problem = check();
    if (problem) return setError(problem);
    onDone();
  };
  return (
    <StepFrame step={step} heading={t(`submit.${step}.heading`)} onSubmit={submit}>
      <TextField
        label={label}
        description={t(`submit.${step}.description`)}
        value={value}
        onChange={(next) => {
          onChange(next);
          setError(null);
        }}
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
        inputMode={inputMode}
      />
    </StepFrame>
  );
}

export function ProviderStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('mfe_claims');
  const providerName = useClaimDraft((state) => state.draft.providerName ?? '');
  const setProvider = useClaimDraft((state) => state.setProvider);
  const check = () => {
    if (providerName.trim() === '') return t('validation.claim.providerRequired');
    if (providerName.length > CLAIM_PROVIDER_NAME_MAX) return t('validation.claim.providerTooLong');
    return null;
  };
  return <TextStep step="provider" label={t('submit.provider.label')} value={providerName} onChange={(value) => setProvider(value.replace(/[\r\n\t]/g, ' '))} check={check} onDone={onDone} />;
}

export function DateStep({ planYears, onDone }: { planYears: readonly PlanYearWindow[]; onDone: () => void }) {
  const { t } = useTranslation('mfe_claims');
  const dateText = useClaimDraft((state) => state.dateText);
  const setDate = useClaimDraft((state) => state.setDate);
  const check = () => {
    const iso = usDateToIso(dateText) ?? '';
    const problem = dateText.trim() === '' ? 'required' : iso === '' ? 'invalid' : dateOfServiceError(iso, todayIsoDate(), planYears);
    setDate(dateText, problem ? undefined : iso);
    return problem ? t(`validation.claim.date.${problem}`) : null;
  };
  return <TextStep step="date" label={t('submit.date.label')} value={dateText} inputMode="numeric" onChange={(value) => setDate(value, undefined)} check={check} onDone={onDone} />;
}

export function AmountStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('mfe_claims');
  const amountText = useClaimDraft((state) => state.amountText);
  const setAmount = useClaimDraft((state) => state.setAmount);
  const check = () => {
    const parsed = parseClaimAmount(amountText);
    setAmount(amountText, 'error' in parsed ? undefined : parsed.cents);
    return 'error' in parsed ? t(`validation.claim.amount.${parsed.error}`) : null;
  };
  return <TextStep step="amount" label={t('submit.amount.label')} value={amountText} inputMode="decimal" onChange={(value) => setAmount(value, undefined)} check={check} onDone={onDone} />;
}

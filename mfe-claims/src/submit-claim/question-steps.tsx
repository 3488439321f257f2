import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { TextField } from '@member/ui';
import {
  CLAIM_PROVIDER_NAME_MAX,
  dateOfServiceError,
  parseClaimAmount,
  todayIsoDate,
  usDateToIso,
  type ClaimPatient,
  type CoveredService,
  type PlanYearWindow,
} from '@member/shared-contracts';
import { useClaimDraft } from './claim-draft.store';
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

export function ProviderStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('mfe_claims');
  const providerName = useClaimDraft((state) => state.draft.providerName ?? '');
  const setProvider = useClaimDraft((state) => state.setProvider);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (providerName.trim() === '') return setError(t('validation.claim.providerRequired'));
    if (providerName.length > CLAIM_PROVIDER_NAME_MAX) return setError(t('validation.claim.providerTooLong'));
    onDone();
  };
  return (
    <StepFrame step="provider" heading={t('submit.provider.heading')} onSubmit={submit}>
      <TextField
        label={t('submit.provider.label')}
        description={t('submit.provider.description')}
        value={providerName}
        onChange={(value) => {
          setProvider(value.replace(/[\r\n\t]/g, ' '));
          setError(null);
        }}
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
      />
    </StepFrame>
  );
}

export function DateStep({ planYears, onDone }: { planYears: readonly PlanYearWindow[]; onDone: () => void }) {
  const { t } = useTranslation('mfe_claims');
  const dateText = useClaimDraft((state) => state.dateText);
  const setDate = useClaimDraft((state) => state.setDate);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const iso = usDateToIso(dateText) ?? '';
    const problem = dateText.trim() === '' ? 'required' : iso === '' ? 'invalid' : dateOfServiceError(iso, todayIsoDate(), planYears);
    if (problem) {
      setDate(dateText, undefined);
      return setError(t(`validation.claim.date.${problem}`));
    }
    setDate(dateText, iso);
    onDone();
  };
  return (
    <StepFrame step="date" heading={t('submit.date.heading')} onSubmit={submit}>
      <TextField
        label={t('submit.date.label')}
        description={t('submit.date.description')}
        value={dateText}
        onChange={(value) => {
          setDate(value, undefined);
          setError(null);
        }}
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
        inputMode="numeric"
      />
    </StepFrame>
  );
}

export function AmountStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('mfe_claims');
  const amountText = useClaimDraft((state) => state.amountText);
  const setAmount = useClaimDraft((state) => state.setAmount);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = parseClaimAmount(amountText);
    if ('error' in parsed) {
      setAmount(amountText, undefined);
      return setError(t(`validation.claim.amount.${parsed.error}`));
    }
    setAmount(amountText, parsed.cents);
    onDone();
  };
  return (
    <StepFrame step="amount" heading={t('submit.amount.heading')} onSubmit={submit}>
      <TextField
        label={t('submit.amount.label')}
        description={t('submit.amount.description')}
        value={amountText}
        onChange={(value) => {
          setAmount(value, undefined);
          setError(null);
        }}
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
        inputMode="decimal"
      />
    </StepFrame>
  );
}

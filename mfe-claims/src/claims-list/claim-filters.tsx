import { useId } from 'react';
import { useTranslation } from '@member/i18n';
import { CLAIM_STATUSES, isClaimStatus, type ClaimPatient, type ClaimsFilter } from '@member/shared-contracts/claims';
import styles from './claims-list.module.css';

interface ClaimFiltersProps {
  filter: ClaimsFilter;
  patients: readonly ClaimPatient[];
  years: readonly number[];
  onChange: (filter: ClaimsFilter) => void;
}

/** Status, patient and year, as native selects (labelled, keyboard and screen-reader friendly everywhere). */
export function ClaimFilters({ filter, patients, years, onChange }: ClaimFiltersProps) {
  const { t } = useTranslation('mfe_claims');
  const id = useId();
  return (
    <fieldset className={styles.filters}>
      <legend>{t('claimsList.filters.legend')}</legend>
      <div className={styles.filter}>
        <label htmlFor={`${id}-status`}>{t('claimsList.filters.status')}</label>
        <select
          id={`${id}-status`}
          value={filter.status ?? ''}
          onChange={(event) => onChange({ ...filter, status: isClaimStatus(event.target.value) ? event.target.value : undefined })}
        >
          <option value="">{t('claimsList.filters.allStatuses')}</option>
          {CLAIM_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-patient`}>{t('claimsList.filters.patient')}</label>
        <select id={`${id}-patient`} value={filter.patientId ?? ''} onChange={(event) => onChange({ ...filter, patientId: event.target.value || undefined })}>
          <option value="">{t('claimsList.filters.everyone')}</option>
          {patients.map((patient) => (
            <option key={patient.id} value={patient.id}>
              {patient.firstName}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-year`}>{t('claimsList.filters.year')}</label>
        <select id={`${id}-year`} value={filter.year ?? ''} onChange={(event) => onChange({ ...filter, year: event.target.value ? Number(event.target.value) : undefined })}>
          <option value="">{t('claimsList.filters.allYears')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

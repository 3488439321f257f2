import { useTranslation } from '@member/i18n';
import { FilterGroup, SelectField } from '@member/ui/select-field';
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
  return (
    <FilterGroup legend={t('claimsList.filters.legend')}>
      <SelectField
        label={t('claimsList.filters.status')}
        className={styles.filter}
        value={filter.status ?? ''}
        onChange={(value) => onChange({ ...filter, status: isClaimStatus(value) ? value : undefined })}
      >
        <option value="">{t('claimsList.filters.allStatuses')}</option>
        {CLAIM_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('claimsList.filters.patient')}
        className={styles.filter}
        value={filter.patientId ?? ''}
        onChange={(value) => onChange({ ...filter, patientId: value || undefined })}
      >
        <option value="">{t('claimsList.filters.everyone')}</option>
        {patients.map((patient) => (
          <option key={patient.id} value={patient.id}>
            {patient.firstName}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('claimsList.filters.year')}
        className={styles.filter}
        value={filter.year ?? ''}
        onChange={(value) => onChange({ ...filter, year: value ? Number(value) : undefined })}
      >
        <option value="">{t('claimsList.filters.allYears')}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </SelectField>
    </FilterGroup>
  );
}

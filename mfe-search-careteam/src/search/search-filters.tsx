import { useId } from 'react';
import { useTranslation } from '@member/i18n';
import { PROVIDER_SORTS, SEARCH_RADII_MILES, type ProviderSort, type SearchState } from '@member/shared-contracts/search';
import styles from './search.module.css';

interface SearchFiltersProps {
  state: SearchState;
  compliant: boolean;
  showVirtual: boolean;
  onChange: (state: SearchState) => void;
}

/** Features §3 filters as native controls (labelled, keyboard and screen-reader friendly everywhere). */
export function SearchFilters({ state, compliant, showVirtual, onChange }: SearchFiltersProps) {
  const { t } = useTranslation('mfe_search_careteam');
  const id = useId();
  const filters = (patch: Partial<SearchState['filters']>) => onChange({ ...state, filters: { ...state.filters, ...patch } });
  const check = (key: 'virtual' | 'onlineBooking' | 'acceptingNewPatients', label: string) => (
    <label className={styles.check}>
      <input type="checkbox" checked={state.filters[key]} onChange={(event) => filters({ [key]: event.target.checked })} />
      {label}
    </label>
  );
  return (
    <fieldset className={styles.filters}>
      <legend>{t('filters.legend')}</legend>
      <div className={styles.field}>
        <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
        <select id={`${id}-sort`} value={state.filters.sort} onChange={(event) => filters({ sort: event.target.value as ProviderSort })}>
          {PROVIDER_SORTS.map((sort) => (
            <option key={sort} value={sort}>{t(`filters.sortBy.${sort}`)}</option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-radius`}>{t('filters.distance')}</label>
        <select id={`${id}-radius`} value={state.radiusMiles} onChange={(event) => onChange({ ...state, radiusMiles: Number(event.target.value) })}>
          {SEARCH_RADII_MILES.map((radius) => (
            <option key={radius} value={radius}>{t('filters.within', { miles: radius })}</option>
          ))}
        </select>
      </div>
      {!compliant && (
        <div className={styles.field}>
          <label htmlFor={`${id}-benefits`}>{t('filters.benefits')}</label>
          <select id={`${id}-benefits`} value={state.benefits} onChange={(event) => onChange({ ...state, benefits: event.target.value === 'all' ? 'all' : 'inNetwork' })}>
            <option value="inNetwork">{t('filters.inNetwork')}</option>
            <option value="all">{t('filters.allProviders')}</option>
          </select>
        </div>
      )}
      <div className={styles.checks}>
        {showVirtual && check('virtual', t('filters.virtual'))}
        {check('onlineBooking', t('filters.onlineBooking'))}
        {check('acceptingNewPatients', t('filters.accepting'))}
      </div>
    </fieldset>
  );
}

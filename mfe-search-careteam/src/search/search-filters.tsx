import { useTranslation } from '@member/i18n';
import { FilterGroup, SelectField } from '@member/ui/select-field';
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
  const filters = (patch: Partial<SearchState['filters']>) => onChange({ ...state, filters: { ...state.filters, ...patch } });
  const check = (key: 'virtual' | 'onlineBooking' | 'acceptingNewPatients', label: string) => (
    <label className={styles.check}>
      <input type="checkbox" checked={state.filters[key]} onChange={(event) => filters({ [key]: event.target.checked })} />
      {label}
    </label>
  );
  return (
    <FilterGroup legend={t('filters.legend')}>
      <SelectField label={t('filters.sort')} className={styles.filter} value={state.filters.sort} onChange={(value) => filters({ sort: value as ProviderSort })}>
        {PROVIDER_SORTS.map((sort) => (
          <option key={sort} value={sort}>{t(`filters.sortBy.${sort}`)}</option>
        ))}
      </SelectField>
      <SelectField label={t('filters.distance')} className={styles.filter} value={state.radiusMiles} onChange={(value) => onChange({ ...state, radiusMiles: Number(value) })}>
        {SEARCH_RADII_MILES.map((radius) => (
          <option key={radius} value={radius}>{t('filters.within', { miles: radius })}</option>
        ))}
      </SelectField>
      {!compliant && (
        <SelectField label={t('filters.benefits')} className={styles.filter} value={state.benefits} onChange={(value) => onChange({ ...state, benefits: value === 'all' ? 'all' : 'inNetwork' })}>
          <option value="inNetwork">{t('filters.inNetwork')}</option>
          <option value="all">{t('filters.allProviders')}</option>
        </SelectField>
      )}
      <div className={styles.checks}>
        {showVirtual && check('virtual', t('filters.virtual'))}
        {check('onlineBooking', t('filters.onlineBooking'))}
        {check('acceptingNewPatients', t('filters.accepting'))}
      </div>
    </FilterGroup>
  );
}

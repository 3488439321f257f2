import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { useSearchParams } from '@member/router';
import { Button, FallbackState, LoadingState } from '@member/ui';
import { MemberPage, useAccountId, useRemoteProps } from '@member/remote-runtime';
import { PROVIDER_PAGE_SIZE, PROVIDER_SEARCH_LOCATION_MAX, PROVIDER_SEARCH_TERM_MAX, searchStateFromQuery, searchStateToQuery, type SearchState } from '@member/shared-contracts/search';
import { ProviderCard } from '../common/provider-card';
import { useCompliantVersion, useShowTopBadge } from '../common/provider.resource';
import { searchRequestOf, useProviderSearch } from './search.resource';
import { ProviderDetails } from '../common/provider-details';
import { YourRecommendations } from '../common/your-recommendations';
import { SearchFilters } from './search-filters';
import { ProviderNotFound } from './provider-not-found';
import { ResultCountStatus } from './result-count-status';
import { useReturnFocusToOpenedResult } from './return-focus-to-opened-result';
import { useTermSuggestions } from './term-suggestions';
import styles from './search.module.css';
import listStyles from '../common/provider.module.css';

const HERE = 'here';
type Position = { latitude: number; longitude: number };

/**
 * `/search` (SEARCH tab root, features §2). The search state (features §3) lives in the address's query
 * (`q`, `near`, `benefits`, `virtual`, `booking`, `accepting`, `sort`, `radius`, `page`), so back, forward
 * and reload keep it; the term goes to the member API in a POST body and never to analytics or logs (page
 * views name the route pattern only). `?provider={id}` shows one result's page inside the search, so back
 * returns to the same results. The path stays `/search`, so the shell sees no route change: that page
 * focuses its own heading and titles itself (WCAG 2.4.3, 2.4.2), and back focuses the result it came from.
 */
export function SearchScreen() {
  const [query, setQuery] = useSearchParams();
  const providerId = query.get('provider');
  const [openedProviderId, setOpenedProviderId] = useState<string | null>(null);
  if (providerId && providerId !== openedProviderId) setOpenedProviderId(providerId);
  // Opened from the results: its heading takes focus. Not on a first load (the browser starts at the top)
  // nor when arriving from another path (the shell focuses the heading then).
  const [resultsShown, setResultsShown] = useState(false);
  if (!providerId && !resultsShown) setResultsShown(true);
  if (providerId) return <ProviderDetails providerId={providerId} focusHeadingOnMount={resultsShown} />;
  return <SearchResultsScreen query={query} setQuery={setQuery} openedProviderId={openedProviderId} />;
}

interface SearchResultsScreenProps {
  query: URLSearchParams;
  setQuery: ReturnType<typeof useSearchParams>[1];
  /** The result whose page was open last: back from it focuses its link again. */
  openedProviderId: string | null;
}

function SearchResultsScreen({ query, setQuery, openedProviderId }: SearchResultsScreenProps) {
  const { t } = useTranslation('mfe_search_careteam');
  const { flags } = useRemoteProps();
  const accountId = useAccountId();
  const compliant = useCompliantVersion();
  const state = searchStateFromQuery(query);
  if (compliant) state.benefits = 'inNetwork';
  if (flags.virtualProvidersUX !== true) state.filters.virtual = false;
  const searched = query.has('q') || query.has('near');
  const [position, setPosition] = useState<Position | null>(null);
  const [positionError, setPositionError] = useState(false);
  const wantsHere = state.location === HERE;

  useEffect(() => {
    if (!wantsHere || position) return;
    navigator.geolocation?.getCurrentPosition(
      (found) => setPosition({ latitude: found.coords.latitude, longitude: found.coords.longitude }),
      () => setPositionError(true),
    );
  }, [wantsHere, position]);

  const go = (next: SearchState) => setQuery(searchStateToQuery(next));
  const request = searched && (!wantsHere || position) ? searchRequestOf(accountId, wantsHere ? { ...state, location: '' } : state, wantsHere ? position : null) : null;
  const results = useProviderSearch(request);
  const data = results.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / PROVIDER_PAGE_SIZE)) : 1;
  const showBadge = useShowTopBadge();
  const list = useRef<HTMLUListElement>(null);
  const listShown = searched && !results.isPending && !!data && data.total > 0;
  useReturnFocusToOpenedResult(list, openedProviderId, listShown);
  const count = listShown && data
    ? t('search.count', {
        count: data.total,
        from: (data.page - 1) * data.pageSize + 1,
        to: (data.page - 1) * data.pageSize + data.items.length,
        place: data.location.label === 'current' ? t('search.yourLocation') : data.location.label,
      })
    : null;
  const noneFound = searched && !results.isPending && data?.total === 0 ? t('notFound.heading') : null;
  const providerHref = (id: string) => {
    const next = new URLSearchParams(query);
    next.set('provider', id);
    return `/search?${next.toString()}`;
  };

  return (
    <MemberPage heading={t('search.heading')} hideBackButton>
      {/* One form for the page's life: a remount on each search would drop focus to <body> (WCAG 2.4.3). */}
      <SearchForm state={state} onSearch={go} />
      {compliant && <p className={styles.note}>{t('compliant.disclaimer')}</p>}
      {positionError && wantsHere && <p role="alert">{t('search.locationDenied')}</p>}
      {searched && (
        <SearchFilters state={state} compliant={compliant} showVirtual={flags.virtualProvidersUX === true} onChange={(next) => go({ ...next, page: 1 })} />
      )}
      <ResultCountStatus count={count} spokenOnly={noneFound} />
      {!searched ? (
        <>
          <p className={styles.note}>{t('search.intro')}</p>
          <YourRecommendations />
        </>
      ) : results.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : results.isError && (results.error as { status?: number }).status === 400 ? (
        <p role="alert">{t('search.locationUnknown')}</p>
      ) : results.isError || !data ? (
        <FallbackState heading={t('search.error')} retryLabel={t('common.tryAgain')} onRetry={() => void results.refetch()} />
      ) : data.total === 0 ? (
        <ProviderNotFound state={state} onChange={go} />
      ) : (
        <>
          <ul ref={list} className={listStyles.list} aria-label={t('search.resultsLabel')} aria-busy={results.isPlaceholderData}>
            {data.items.map((provider) => (
              <ProviderCard key={provider.id} provider={provider} href={providerHref(provider.id)} showTopBadge={showBadge} />
            ))}
          </ul>
          {data.total > PROVIDER_PAGE_SIZE && (
            <nav className={styles.paging} aria-label={t('search.paging.label')}>
              <Button variant="secondary" isDisabled={state.page <= 1} onPress={() => go({ ...state, page: state.page - 1 })}>
                {t('search.paging.previous')}
              </Button>
              <span>{t('search.paging.position', { page: state.page, pages: lastPage })}</span>
              <Button variant="secondary" isDisabled={state.page >= lastPage} onPress={() => go({ ...state, page: state.page + 1 })}>
                {t('search.paging.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </MemberPage>
  );
}

/** Term (with suggestions) and location; "Use my location" asks the browser only when pressed. */
function SearchForm({ state, onSearch }: { state: SearchState; onSearch: (state: SearchState) => void }) {
  const { t } = useTranslation('mfe_search_careteam');
  const id = useId();
  const [term, setTerm] = useState(state.term);
  const [location, setLocation] = useState(state.location === HERE ? '' : state.location);
  // The address changed under the form (back, forward, a suggestion that widened the search): show it.
  const [shown, setShown] = useState({ term: state.term, location: state.location });
  if (shown.term !== state.term || shown.location !== state.location) {
    setShown({ term: state.term, location: state.location });
    setTerm(state.term);
    setLocation(state.location === HERE ? '' : state.location);
  }
  const suggestions = useTermSuggestions(term, location);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onSearch({ ...state, term: term.trim(), location: location.trim(), page: 1 });
  };
  return (
    <form role="search" aria-label={t('search.formLabel')} className={styles.form} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={`${id}-term`}>{t('search.term')}</label>
        <input
          id={`${id}-term`}
          type="search"
          list={`${id}-suggestions`}
          value={term}
          maxLength={PROVIDER_SEARCH_TERM_MAX}
          autoComplete="off"
          aria-describedby={`${id}-term-help`}
          onChange={(event) => setTerm(event.target.value)}
        />
        <span id={`${id}-term-help`} className={styles.help}>{t('search.termHelp')}</span>
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((label) => (
            <option key={label} value={label} />
          ))}
        </datalist>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-location`}>{t('search.location')}</label>
        <input
          id={`${id}-location`}
          type="text"
          value={location}
          maxLength={PROVIDER_SEARCH_LOCATION_MAX}
          autoComplete="postal-code"
          aria-describedby={`${id}-location-help`}
          placeholder={state.location === HERE ? t('search.yourLocation') : ''}
          onChange={(event) => setLocation(event.target.value)}
        />
        <span id={`${id}-location-help`} className={styles.help}>{t('search.locationHelp')}</span>
      </div>
      <div className={styles.buttons}>
        <Button type="submit">{t('search.submit')}</Button>
        <Button variant="secondary" onPress={() => onSearch({ ...state, term: term.trim(), location: HERE, page: 1 })}>
          {t('search.useMyLocation')}
        </Button>
      </div>
    </form>
  );
}

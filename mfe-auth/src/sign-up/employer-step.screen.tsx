import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@member/i18n';
import { useRemoteProps } from '@member/remote-runtime';
import { useLocation } from '@member/router';
import { Banner, Button, Form, LoadingState, TextField } from '@member/ui';
import { VALIDATION_MESSAGES } from '@member/shared-contracts/field-rules';
import { employerLinkLookup, employerSearchLookup, signUpEmployerSchema } from '@member/shared-contracts/sign-up';
import { type ClientOrganization } from '@member/shared-contracts/account';
import { narrowOrganizations } from './client-organization-lookup';
import { SignUpStepLayout } from './sign-up-step-layout';
import { SIGN_UP_MESSAGE_PREFIX } from './sign-up-resolver';
import { useEmployerLookups } from './sign-up.resource';
import { signUpStore, useSignUpState } from './sign-up.store';
import { useSignUpNavigation } from './use-sign-up-navigation';
import styles from './sign-up-steps.module.css';

/**
 * /sign-up/employer (access §2.4, §3 "clientOrg", "clientOrgs list"). With a sign-up link naming the
 * employer (`client_org_id`, `ein` or `client_id`, decision 040) its organisations are looked up first: one
 * preselects it, several narrow the search (the typed name filters them). Without one the search looks up
 * what is typed: an EIN by EIN (limit 20), anything else by name (limit 5, by relevance). Next needs a choice.
 * Country restriction shows the country-restriction page; other failures a notice, the search kept.
 */
export function EmployerStepScreen() {
  const { t } = useTranslation('mfe_auth');
  const { layout } = useRemoteProps();
  const { search } = useLocation();
  const link = employerLinkLookup(search);
  const { goNext } = useSignUpNavigation('employer');
  const chosen = useSignUpState((state) => state.clientOrg);
  const offered = useSignUpState((state) => state.clientOrgs);
  const lookedUpFor = useSignUpState((state) => state.clientOrgsLookedUpFor);
  const [typed, setTyped] = useState('');
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState(false);
  const [touched, setTouched] = useState(false);
  // A name search has answered (its "no results" is said only then).
  const [searched, setSearched] = useState(false);
  const groupId = useId();

  const fail = (error: 'countryRestriction' | 'unknownError') => {
    if (error === 'countryRestriction') layout.setGlobalError(true, 'countryRestriction');
    else setFailed(true);
  };

  const { linkKey, search: lookUp } = useEmployerLookups(link, fail);
  const narrowing = linkKey !== null && lookedUpFor === linkKey && offered.length > 1;

  const searchTyped = async () => {
    const lookup = employerSearchLookup(typed);
    if (narrowing || !lookup) return;
    setSearching(true);
    setFailed(false);
    const result = await lookUp(lookup);
    setSearching(false);
    if (result.kind === 'failed') return fail(result.error);
    signUpStore.getState().update({ clientOrgs: result.items, clientOrgsLookedUpFor: null });
    setSearched(true);
  };

  // The link's lookup is under way until its answer is stored (or it failed).
  const busy = searching || (linkKey !== null && lookedUpFor !== linkKey && !failed);
  const choose = (organization: ClientOrganization) => signUpStore.getState().update({ clientOrg: organization });
  const options = narrowing ? narrowOrganizations(offered, typed) : offered;
  const listed = chosen && !options.some((option) => option.id === chosen.id) ? [chosen, ...options] : options;
  const invalid = touched && !signUpEmployerSchema.safeParse({ clientOrgId: chosen?.id ?? 0 }).success;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (chosen) goNext();
  };

  return (
    <SignUpStepLayout step="employer" heading={t('signUpSteps.employer.heading')}>
      <p>{t('signUpSteps.employer.intro')}</p>
      {failed && <Banner tone="error" heading={t('errors.generic.heading')} body={t('signUpSteps.employer.searchFailed')} />}
      <div className={styles.search}>
        <TextField
          label={narrowing ? t('signUpSteps.employer.filter') : t('signUpSteps.employer.search')}
          description={narrowing ? undefined : t('signUpSteps.employer.searchHint')}
          value={typed}
          onChange={setTyped}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void searchTyped();
            }
          }}
        />
        {!narrowing && (
          <Button variant="secondary" onPress={() => void searchTyped()} isDisabled={busy}>
            {t('signUpSteps.employer.searchButton')}
          </Button>
        )}
      </div>
      {busy && <LoadingState label={t('signUpSteps.employer.searching')} />}
      <Form onSubmit={submit}>
        {listed.length > 0 ? (
          <fieldset className={styles.choices} aria-describedby={invalid ? `${groupId}-error` : undefined} aria-invalid={invalid || undefined}>
            <legend>{t('signUpSteps.employer.choose')}</legend>
            {listed.map((organization) => (
              <label key={organization.id} className={styles.choice}>
                <input type="radio" name="clientOrg" value={organization.id} checked={chosen?.id === organization.id} onChange={() => choose(organization)} />
                {organization.name}
              </label>
            ))}
          </fieldset>
        ) : (
          !busy && (searched || (narrowing && typed.trim() !== '')) && <p role="status">{t('signUpSteps.employer.noResults')}</p>
        )}
        {invalid && (
          <p id={`${groupId}-error`} className={styles.error} role="alert">
            {t(`${SIGN_UP_MESSAGE_PREFIX}${VALIDATION_MESSAGES.organizationRequired}`)}
          </p>
        )}
        <Button type="submit" isFullWidth>
          {t('signUpSteps.next')}
        </Button>
      </Form>
    </SignUpStepLayout>
  );
}

import { useTranslation } from '@member/i18n';
import { useErrorPageReport } from '@member/remote-runtime';
import { PageTemplate } from '@member/ui';

/**
 * The country-restriction page (access §2.7, §8 "Client organizations: countryRestriction … the
 * country-restriction page shows"). Shown while the global error flag is on with the kind
 * `countryRestriction`; counted like every error page.
 */
export function CountryRestrictionPage() {
  const { t } = useTranslation('shell');
  useErrorPageReport('countryRestriction');
  return (
    <PageTemplate heading={t('pages.countryRestriction.heading')} focusHeadingOnMount>
      <p>{t('pages.countryRestriction.body')}</p>
    </PageTemplate>
  );
}

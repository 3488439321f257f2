import { useId, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { useRemoteProps } from '@member/remote-runtime';
import { LOCALES, type Locale } from '@member/shared-contracts/i18n';
import styles from '../common/settings-link-list.module.css';
import { storeLocale } from './stored-locale';

/**
 * Language (en-US / es-US): native radio buttons in a fieldset (arrow keys move between them). A choice
 * switches the whole app at once through the shared i18next instance and is kept for the next visit.
 */
export function LanguageChoice() {
  const { t } = useTranslation('mfe_auth');
  const { i18n, analytics } = useRemoteProps();
  const name = useId();
  const current = (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : LOCALES[0];
  // A language's strings may load first (only the language in use is bundled, see lifecycles.tsx); the radio
  // shows the choice at once, while the app switches once they are there.
  const [pending, setPending] = useState<{ locale: Locale; from: string } | null>(null);
  const shown = pending && pending.from === i18n.language ? pending.locale : current;

  const choose = (locale: Locale) => {
    setPending({ locale, from: i18n.language });
    storeLocale(locale);
    analytics.track('Language Changed', { locale });
    void i18n.changeLanguage(locale);
  };

  return (
    <fieldset className={styles.stack}>
      <legend>{t('account.language.legend')}</legend>
      {LOCALES.map((locale) => (
        <label key={locale}>
          <input type="radio" name={name} value={locale} checked={shown === locale} onChange={() => choose(locale)} />{' '}
          <span lang={locale}>{t(`account.language.${locale}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

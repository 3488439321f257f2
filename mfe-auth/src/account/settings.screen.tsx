import { useTranslation } from '@member/i18n';
import { MemberPage } from '@member/remote-runtime';
import { ACCOUNT_PATH, DELETE_ACCOUNT_PATH, SECURITY_PATH } from '../common/settings-paths';
import { SettingsLinkList } from '../common/settings-link-list';

/** /settings (the header gear): the hub to the account, security and delete-account pages. */
export function SettingsScreen() {
  const { t } = useTranslation('mfe_auth');
  return (
    <MemberPage heading={t('account.settings.heading')} width="narrow" focusHeadingOnMount>
      <SettingsLinkList
        label={t('account.settings.heading')}
        links={[
          { href: ACCOUNT_PATH, label: t('account.settings.account'), description: t('account.settings.accountDescription') },
          { href: SECURITY_PATH, label: t('account.settings.security'), description: t('account.settings.securityDescription') },
          { href: DELETE_ACCOUNT_PATH, label: t('account.settings.deleteAccount'), description: t('account.settings.deleteAccountDescription') },
        ]}
      />
    </MemberPage>
  );
}

import { useTranslation } from '@member/i18n';
import { MemberPage, useRemoteProps } from '@member/remote-runtime';
import { SettingsLinkList, type SettingsLink } from '../common/settings-link-list';
import { BIOMETRICS_PATH, MFA_PATH, SET_PASSWORD_PATH } from '../common/settings-paths';
import { useCanOpen } from './use-can-open';

/**
 * /security: two-step verification (on / off), password, and — in the app only — biometric sign-in,
 * each linking to its page. Pages the member's flags do not open (tfaUX, access §6) are not listed.
 */
export function SecurityScreen() {
  const { t } = useTranslation('mfe_auth');
  const { session, account, native } = useRemoteProps();
  const canOpen = useCanOpen();

  const links: SettingsLink[] = [
    { href: MFA_PATH, label: t('security.mfa.linkLabel'), description: session.mfaEnabled ? t('security.status.on') : t('security.status.off') },
    {
      href: SET_PASSWORD_PATH,
      label: account?.hasUserSetPassword === false ? t('security.password.setLinkLabel') : t('security.password.changeLinkLabel'),
      description: t('security.password.linkDescription'),
    },
  ];
  if (native.isNative) {
    links.push({
      href: BIOMETRICS_PATH,
      label: t('security.biometrics.linkLabel'),
      description: native.biometrics.enabled ? t('security.status.on') : t('security.status.off'),
    });
  }
  const visible = links.filter((link) => canOpen(link.href));

  return (
    <MemberPage heading={t('security.heading')} width="narrow" focusHeadingOnMount>
      {visible.length > 0 ? <SettingsLinkList label={t('security.heading')} links={visible} /> : <p>{t('security.nothingToManage')}</p>}
    </MemberPage>
  );
}

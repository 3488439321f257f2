import { useMemo } from 'react';
import { useLocation } from '@member/router';
import { useStore } from 'zustand';
import { MOUNT_CONTRACT_VERSION, type RemoteMountProps } from '@member/shared-contracts/mount';
import { type RemoteName } from '@member/shared-contracts/routes';
import { type Locale } from '@member/shared-contracts/i18n';
import { type QueryModalRequest } from '@member/shared-contracts/modals';
import { useShellServices } from '../platform/shell-services';
import { useMemberContext } from '../session/use-member-context';
import { useHostQueryClient } from '../queries/host-queries';
import { useHostNavigator } from '../routing/use-host-navigator';
import { useNativePort } from '../native/use-native-port';
import { useNavigationPort } from '../navigation/use-navigation-port';

/**
 * The typed props handed to a remote. Memoised: the parcel's `update` runs whenever this object changes,
 * so it only changes when something the remote can see changed.
 */
export function useMountProps(remoteName: RemoteName, modal: QueryModalRequest | null = null): RemoteMountProps {
  const services = useShellServices();
  const location = useLocation();
  const navigator = useHostNavigator();
  const { session, account, client, flags, features } = useMemberContext();
  const layout = useStore(services.layoutStore);
  const native = useNativePort(services.native);
  const navigation = useNavigationPort();
  const queryClient = useHostQueryClient();
  const locale = (services.i18n.resolvedLanguage ?? services.i18n.language) as Locale;

  return useMemo<RemoteMountProps>(
    () => ({
      contractVersion: MOUNT_CONTRACT_VERSION,
      remoteName,
      location,
      navigator,
      session: {
        ...session,
        refreshSession: services.session.refreshSession,
        signOut: services.session.signOut,
        refreshAccount: services.session.refreshAccount,
        updateAccount: services.session.updateAccount,
      },
      identity: services.identity,
      account,
      client,
      features,
      flags,
      locale,
      i18n: services.i18n,
      queryClient,
      http: services.http,
      analytics: services.analytics,
      logger: services.logger,
      layout: { ...layout, ...services.layoutStore.controls },
      navigation,
      content: services.content,
      native,
      surveyOrigin: services.config.services.surveyOrigin ?? null,
      modal,
      bankLink: services.config.services.bankLink,
    }),
    [remoteName, modal, location, navigator, session, services, queryClient, account, client, features, flags, locale, layout, native, navigation],
  );
}

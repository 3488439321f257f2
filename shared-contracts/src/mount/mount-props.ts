import type { QueryModalRequest } from '../modals/query-modal';
import type { BankLinkSettings } from '../reimbursements/bank-link-settings';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { Location, Navigator } from 'react-router';
import type { Account } from '../account/account';
import type { AccountPatchBody } from '../account/account-patch';
import type { AccountFeature } from '../account/product-features';
import type { Client } from '../account/client';
import type { SessionSnapshot } from '../identity/session';
import type { FlagValues } from '../flags/flag-definitions';
import type { HttpClient } from '../http/http-client';
import type { Locale } from '../i18n/formatters';
import type { Logger } from '../logging/logger';
import type { Analytics } from './analytics';
import type { ContentPort } from './content-port';
import type { NativePort } from './native-port';
import type { NavigationPort } from './navigation-port';
import type { IdentityPort } from './identity-port';
import type { LayoutControls, LayoutState } from './layout-controls';
import type { RemoteName } from '../routes/remote-names';

export interface SessionActions {
  /** Re-read the session from the identity service (after a sign-in step completed). */
  refreshSession(): Promise<void>;
  /** Sign out everywhere; by default lands on `/?state=signed-out`. */
  signOut(options?: { redirect?: boolean }): Promise<void>;
  /** The refresh-account event: increments the counter, the account reloads. */
  refreshAccount(): void;
  /**
   * Update the loaded account (PATCH /account/{accountId}). Rejects while unauthenticated or before the
   * account is loaded (access §8). After the update the account is refetched, or with `merge` merged
   * locally instead (access §4). The patch is what the caller's form parsed (the shared field schemas:
   * trimmed email, the phone's 10 digits); the shell sends it as it is, the API checks it.
   */
  updateAccount(patch: AccountPatchBody, options?: { merge?: boolean }): Promise<void>;
}

/**
 * Everything a remote receives from the shell, as single-spa parcel custom props. Because each remote is its
 * own React root (a parcel), React context does not cross into it: the router location, the query
 * client, i18n and services travel here. Props are rebuilt (and `update` called) when any of them changes.
 */
export interface RemoteMountProps {
  contractVersion: string;
  remoteName: RemoteName;

  /** The host's current location and history navigator; the remote renders `<Router location navigator>`. */
  location: Location;
  navigator: Navigator;

  session: SessionSnapshot & SessionActions;
  identity: IdentityPort;
  /** The loaded account, or null while unauthenticated / loading. */
  account: Account | null;
  client: Client | null;
  /** Product features plus the derived ones (access §6). */
  features: ReadonlySet<AccountFeature>;
  flags: FlagValues;

  locale: Locale;
  i18n: I18n;
  /**
   * The host's one QueryClient; null (contract 1.6.0) on a signed-out visitor's page, which loads no query
   * library. A remote queries only inside `withHostQueries` (remote-runtime); the host hands a client to a
   * remote of an older contract before mounting it.
   */
  queryClient: QueryClient | null;
  http: HttpClient;
  analytics: Analytics;
  logger: Logger;

  layout: LayoutState & LayoutControls;
  navigation: NavigationPort;
  content: ContentPort;
  native: NativePort;
  /**
   * The survey provider's origin (`services.json` `surveyOrigin`; the NPS survey runs in a frame from it
   * and only its messages are accepted), or null when the environment has none. Optional and additive.
   */
  surveyOrigin?: string | null;
  /**
   * Set when the shell mounts this remote a second time to show a modal the address asked for over the
   * current page (`?modal=…`, features §2); the remote then renders that modal instead of its routes.
   * Optional and additive (contract 1.3.0).
   */
  modal?: QueryModalRequest | null;
  /** The environment's bank-link provider (`services.json` `bankLink`). Optional and additive (contract 1.3.0). */
  bankLink?: BankLinkSettings;
}

import { memberAccumulationsPath } from './accumulator-paths';
import { metricsPath } from './metrics-path';
import { uiStoragePath } from './ui-storage-path';
/**
 * Paths of the member API (access §7, member-features §7), relative to the API base URL.
 * Ids are URI-encoded. Note the spec's singular/plural split: GET `/accounts/{id}` but PATCH `/account/{id}`.
 */
const seg = (value: string | number): string => encodeURIComponent(String(value));

export const apiPaths = {
  /** GET: the account. */
  accounts: (accountId: string) => `/accounts/${seg(accountId)}`,
  /** PATCH: changed account fields. */
  accountPatch: (accountId: string) => `/account/${seg(accountId)}`,
  /** PUT. */
  eligibility: (accountId: string) => `/account/${seg(accountId)}/eligibility`,
  /** PUT: generatedPassword + cognitoUsername. */
  resetPassword: (accountId: string) => `/account/${seg(accountId)}/reset-password`,
  /** POST `{ code }`: confirms the pending email change (EmailChangeConfirmPayload); answers the account. */
  emailChangeConfirm: (accountId: string) => `/account/${seg(accountId)}/email-change/confirm`,
  /** POST: sends the pending email change's code again (204). */
  emailChangeResend: (accountId: string) => `/account/${seg(accountId)}/email-change/code`,
  /** POST: link an sso identity. */
  identities: (accountId: string) => `/account/${seg(accountId)}/identities`,
  /** GET, no auth. */
  usernames: () => '/usernames',
  clientOrganization: (id: number | string) => `/client-organizations/${seg(id)}`,
  clientOrganizations: () => '/client-organizations',
  client: (id: number | string) => `/clients/${seg(id)}`,
  plan: (id: number | string) => `/plans/${seg(id)}`,
  plans: () => '/plans',
  providerNetworks: () => '/provider-networks',
  /** POST: log entries (access §9 "logs are sent to /api/logs"). */
  logs: () => '/api/logs',
  /** POST: telemetry counters. */
  metrics: metricsPath,
  /** POST: analytics event batches — the sandbox's stand-in of the analytics vendor (not a spec path). */
  analyticsEvents: () => '/analytics/events',

  // member-features §7
  memberAccumulations: memberAccumulationsPath,
  chats: () => '/chats',
  chat: (id: string) => `/chats/${seg(id)}`,
  conciergeTickets: () => '/concierge-tickets',
  conciergeSchedule: () => '/concierge-schedule',
  zendeskUploads: () => '/zendesk/v2/uploads.json',
  bankAccountLinks: () => '/bank-account-links',
  device: (accountId: string, deviceId: string) => `/communication/${seg(accountId)}/device/${seg(deviceId)}`,
  storage: uiStoragePath,
} as const;

/**
 * `GET|PATCH /storage/{accountId}` (features §7), on its own so /home's onboarding gate reaches it without
 * the whole API path catalogue (`apiPaths`, which lists it too).
 */
export const uiStoragePath = (accountId: string) => `/storage/${encodeURIComponent(accountId)}`;

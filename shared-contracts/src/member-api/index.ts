/**
 * The member API's path table (access §7, member-features §7): the account, plan, client, chat, device,
 * accumulation and storage paths, relative to the API base URL, shared by the domain fetchers and the sandbox.
 * The accumulation, storage and metrics paths also stand alone, so a first load reaches them without the table.
 */
export { apiPaths } from './api-paths';
export { uiStoragePath } from './ui-storage-path';
export { metricsPath } from './metrics-path';

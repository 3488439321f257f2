/**
 * The member API's path table (access §7, member-features §7): the account, plan, client, chat, device,
 * accumulation and storage paths, relative to the API base URL, shared by the domain fetchers and the sandbox.
 * The accumulation and storage paths also stand alone, so /home's first load reaches them without the table.
 */
export { apiPaths } from './api-paths';
export { uiStoragePath } from './ui-storage-path';

/**
 * The member API's path table (access §7, member-features §7): the account, plan, client, chat, device and
 * storage paths, relative to the API base URL, shared by the domain fetchers and the sandbox.
 */
export { apiPaths } from './api-paths';

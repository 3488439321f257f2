/** member-features §9: "Content cache: 300000 ms (5 min). Content limit: 1000." */
export const CONTENT_CACHE_MS = 300_000;
export const CONTENT_LIMIT = 1000;

/** member-features §7: "include depth 1 (5 for userFlow)". */
export const CONTENT_INCLUDE_DEPTH = 1;
export const USER_FLOW_INCLUDE_DEPTH = 5;

/** Content types of member-features §3 "Content entries". */
export const CONTENT_TYPES = {
  applicationString: 'applicationString',
  applicationStringV2: 'applicationStringV2',
  infoPage: 'infoPage',
  styledText: 'styledText',
  layoutRow: 'layoutRow',
  userFlow: 'userFlow',
  agent: 'agent',
} as const;

/** The `clientOrgId` of entries that apply to every client organisation. */
export const DEFAULT_CONTENT_CLIENT_ORG_ID = 'default';

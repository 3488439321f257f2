/**
 * Query modals (member-features §2): the modals a query parameter opens (?modal=…), how to read them and the
 * request to open one; the error state `?error=` names.
 */
export { type QueryModalName, type QueryModalRequest, queryModalRequest } from './query-modal';
export { QUERY_STATE_PARAMS } from './query-state-params';
export { type InfoPageModalRequest, infoPageModalRequest } from './info-page-modal';
export { readQueryErrorState } from './query-error-state';

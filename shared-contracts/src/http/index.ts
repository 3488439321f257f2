/**
 * The HTTP client every API call goes through (access §7, member-features §7): request and retry policy, the
 * error it throws, the headers it sets, stale responses and query strings.
 */
export { type HttpClient, createHttpClient } from './http-client';
export { HttpError, isHttpError, isNotFoundForMember } from './http-error';
export { APPLICATION_ID, APP_VERSION, APP_DISTRIBUTION, HEADER_NAMES } from './http-headers';
export { MESSAGING_RETRY_POLICY } from './retry-policy';

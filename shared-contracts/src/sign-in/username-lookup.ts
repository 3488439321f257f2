/** Access §8 "Username lookup reasons: duplicate (409), notFound, invalidData (422), rateLimit (429), unknown". */
export type UsernameLookupReason = 'duplicate' | 'notFound' | 'invalidData' | 'rateLimit' | 'unknown';

/**
 * Maps a `GET /usernames` answer to a reason.
 * Decisions (spec gives no status for notFound): a 2xx answer with items means accounts already exist
 * (→ duplicate, access §4 "If accounts already exist, or the reason is duplicate"); a 2xx answer with no
 * items, or a 404, is notFound.
 */
export function usernameLookupReason(status: number, items?: readonly unknown[] | null): UsernameLookupReason {
  if (status >= 200 && status < 300) return items && items.length > 0 ? 'duplicate' : 'notFound';
  if (status === 404) return 'notFound';
  if (status === 409) return 'duplicate';
  if (status === 422) return 'invalidData';
  if (status === 429) return 'rateLimit';
  return 'unknown';
}

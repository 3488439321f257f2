import ports from '@member/shared-contracts/environment/local-ports.json';
import sameOriginServices from '@member/shared-contracts/environment/same-origin-services.json';

/**
 * The member API path a browser request asks for (`/plans/504`), whether the app calls the API on the
 * shell's origin (`/api/member/plans/504`, decision 057) or on the sandbox's own port (a remote run on
 * its own); null for any other request. Journeys that count API calls match on this, so a change of
 * where the API is served cannot turn their "no such call" checks vacuous.
 */
export function memberApiPath(address: string): string | null {
  const url = new URL(address);
  if (url.port === String(ports.memberApi)) return url.pathname;
  const prefix = sameOriginServices.memberApi;
  return url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : null;
}

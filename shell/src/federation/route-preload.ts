import { matchRoute } from '@member/shared-contracts/routes';
import { type RemoteName } from '@member/shared-contracts/routes';

/**
 * The remote the current page will mount, known from the URL alone (so the current route's remote is
 * preloaded as soon as the route is known): a public route's owner; a private route's owner when a
 * session is stored, else the owner of `/` (where the gate sends a visitor); null for shell pages and
 * unknown paths.
 */
export function remoteForStartupRoute(pathname: string, sessionStored: boolean): RemoteName | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const owner = match.route.visibility === 'private' && !sessionStored ? matchRoute('/')?.route.owner : match.route.owner;
  return owner && owner !== 'shell' ? owner : null;
}

import type { ItemsResponse, ProviderNetworkItem } from './client';
import type { HttpClient } from '../http/http-client';
import type { Logger } from '../logging/logger';
import { apiPaths } from '../member-api/api-paths';

/**
 * Features §7 `GET /provider-networks?id=<networkId>` → `items[0].isHcscNetwork`, §8 "Provider network
 * failure or empty list: logged; treated as no network flag". The one implementation: the shell loads
 * the account's `hasHcscNetwork` with it, which the compliant-version rule (`isHcscCompliantVersion`,
 * features §6 `hcscCompliantVersionUX`) reads.
 * - no network id on the account → false, nothing asked, nothing logged;
 * - an empty list → false, logged;
 * - any error (HTTP, network, an answer without `items`) → false, logged with the error's kind;
 * - otherwise true only when the first item's `isHcscNetwork` is exactly `true`.
 */
export async function fetchHasHcscNetwork(http: HttpClient, networkId: number | null, logger: Logger): Promise<boolean> {
  if (networkId === null) return false;
  try {
    const answer = await http.get<ItemsResponse<ProviderNetworkItem>>(apiPaths.providerNetworks(), { query: { id: networkId } });
    const first = answer.items[0];
    if (!first) {
      logger.warn('provider network list is empty');
      return false;
    }
    return first.isHcscNetwork === true;
  } catch (error) {
    // The error's kind only: this runs on every first load (sign-in's weight), and the request log has the status.
    logger.warn('provider network lookup failed', { error: error instanceof Error ? error.name : 'unknown' });
    return false;
  }
}

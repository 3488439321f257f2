import {
  apiPaths,
  toAccount,
  type Account,
  type AccountResponse,
  type Client,
  type HttpClient,
  type ItemsResponse,
  type Logger,
  type ProviderNetworkItem,
} from '@member/shared-contracts';

/**
 * `GET /provider-networks?id=<networkId>` → items[0].isHcscNetwork. An empty list gives false with a
 * warning; any error gives false (access §7, §8).
 */
export async function loadHasHcscNetwork(http: HttpClient, networkId: number | null, logger: Logger): Promise<boolean> {
  if (networkId === null) return false;
  try {
    const { items } = await http.get<ItemsResponse<ProviderNetworkItem>>(apiPaths.providerNetworks(), { query: { id: networkId } });
    const first = items[0];
    if (!first) {
      logger.warn('provider network list is empty');
      return false;
    }
    return first.isHcscNetwork;
  } catch (error) {
    logger.warn('provider network lookup failed', { error: error instanceof Error ? error.name : 'unknown' });
    return false;
  }
}

export interface LoadedAccount {
  account: Account;
  client: Client;
}

/** The account of the signed-in member, with its client and network flag. */
export async function loadAccount(http: HttpClient, accountId: string, logger: Logger): Promise<LoadedAccount> {
  const response = await http.get<AccountResponse>(apiPaths.accounts(accountId));
  const [hasHcscNetwork, client] = await Promise.all([
    loadHasHcscNetwork(http, response.networkId, logger),
    http.get<Client>(apiPaths.client(response.clientDetails.clientId)),
  ]);
  return { account: toAccount(response, hasHcscNetwork), client };
}

export const accountQueryKey = (accountId: string | null, refreshCounter: number) => ['account', accountId, refreshCounter] as const;

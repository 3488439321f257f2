import { apiPaths } from '@member/shared-contracts/member-api';
import { fetchHasHcscNetwork, toAccount, type Account, type AccountResponse, type Client } from '@member/shared-contracts/account';
import { type HttpClient } from '@member/shared-contracts/http';
import { type Logger } from '@member/shared-contracts/logging';

export interface LoadedAccount {
  account: Account;
  client: Client;
}

/**
 * The account of the signed-in member, with its client and network flag. The client is asked at once with
 * the client id of the token claims (`custom:client_id`, the one the API trusts), beside the account rather
 * than after it; only an account naming another client (its claims not yet refreshed) asks again for that one.
 * The network needs the account's network id, so it follows the account.
 */
export async function loadAccount(http: HttpClient, accountId: string, logger: Logger, claimedClientId?: string | null): Promise<LoadedAccount> {
  const clientAsked = claimedClientId ? http.get<Client>(apiPaths.client(claimedClientId)) : null;
  // Not awaited before the account: a failure surfaces below, when the client is used.
  clientAsked?.catch(() => undefined);
  const response = await http.get<AccountResponse>(apiPaths.accounts(accountId));
  const clientId = response.clientDetails.clientId;
  const [hasHcscNetwork, client] = await Promise.all([
    fetchHasHcscNetwork(http, response.networkId, logger),
    clientAsked && String(clientId) === String(claimedClientId) ? clientAsked : http.get<Client>(apiPaths.client(clientId)),
  ]);
  return { account: toAccount(response, hasHcscNetwork), client };
}

export const accountQueryKey = (accountId: string | null, refreshCounter: number) => ['account', accountId, refreshCounter] as const;

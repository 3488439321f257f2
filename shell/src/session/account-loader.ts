import { apiPaths } from '@member/shared-contracts/member-api';
import { fetchHasHcscNetwork, toAccount, type Account, type AccountResponse, type Client } from '@member/shared-contracts/account';
import { type HttpClient } from '@member/shared-contracts/http';
import { type Logger } from '@member/shared-contracts/logging';

export interface LoadedAccount {
  account: Account;
  client: Client;
}

/** The account of the signed-in member, with its client and network flag. */
export async function loadAccount(http: HttpClient, accountId: string, logger: Logger): Promise<LoadedAccount> {
  const response = await http.get<AccountResponse>(apiPaths.accounts(accountId));
  const [hasHcscNetwork, client] = await Promise.all([
    fetchHasHcscNetwork(http, response.networkId, logger),
    http.get<Client>(apiPaths.client(response.clientDetails.clientId)),
  ]);
  return { account: toAccount(response, hasHcscNetwork), client };
}

export const accountQueryKey = (accountId: string | null, refreshCounter: number) => ['account', accountId, refreshCounter] as const;

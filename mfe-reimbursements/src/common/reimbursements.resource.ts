import { useQuery } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { bankAccountLinksQuery, bankAccountStatusFlags, currentBankAccount, reimbursementMethodQuery, type BankAccountLink, type BankAccountLinksResponse } from '@member/shared-contracts/reimbursements';
import { useReimbursementStore, type PlaidState } from './reimbursement.store';

export function useBankAccountLinks() {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({
    ...bankAccountLinksQuery(http, accountId),
    enabled: accountId !== '',
  });
}

export function useReimbursementMethod() {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({
    ...reimbursementMethodQuery(http, accountId),
    enabled: accountId !== '',
  });
}

/** Features §3 "Reimbursement state": the bank account and its flags read from the links query, Link's own state from the store. */
export interface ReimbursementState extends PlaidState {
  bankAccount: BankAccountLink | null;
  isBankAccountLoading: boolean;
  isPendingVerification: boolean;
  hasBankAccountError: boolean;
}

/** The server's half of the state: the first link of the list (§3) and what its status sets (§4). */
export function bankAccountState(links: BankAccountLinksResponse | undefined, isLoading: boolean): Omit<ReimbursementState, keyof PlaidState> {
  const bankAccount = currentBankAccount(links);
  return { bankAccount, isBankAccountLoading: isLoading, ...bankAccountStatusFlags(bankAccount) };
}

export function useReimbursementState(): ReimbursementState {
  const links = useBankAccountLinks();
  const isPlaidTokenLoading = useReimbursementStore((state) => state.isPlaidTokenLoading);
  const isPlaidOpen = useReimbursementStore((state) => state.isPlaidOpen);
  return { ...bankAccountState(links.data, links.isPending), isPlaidTokenLoading, isPlaidOpen };
}

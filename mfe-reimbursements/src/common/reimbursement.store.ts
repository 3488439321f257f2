import { create } from 'zustand';
import { bankAccountStatusFlags, type BankAccountLink } from '@member/shared-contracts/reimbursements';

/** Features §3 "Reimbursement state", in one store. */
export interface ReimbursementState {
  bankAccount: BankAccountLink | null;
  isBankAccountLoading: boolean;
  isPendingVerification: boolean;
  hasBankAccountError: boolean;
  isPlaidTokenLoading: boolean;
  isPlaidOpen: boolean;
  setBankAccount: (bankAccount: BankAccountLink | null, isLoading: boolean) => void;
  setPlaidTokenLoading: (isLoading: boolean) => void;
  setPlaidOpen: (isOpen: boolean) => void;
}

export const useReimbursementStore = create<ReimbursementState>()((set) => ({
  bankAccount: null,
  isBankAccountLoading: true,
  isPendingVerification: false,
  hasBankAccountError: false,
  isPlaidTokenLoading: false,
  isPlaidOpen: false,
  // §4: the status sets isPendingVerification / hasBankAccountError.
  setBankAccount: (bankAccount, isLoading) => set({ bankAccount, isBankAccountLoading: isLoading, ...bankAccountStatusFlags(bankAccount) }),
  setPlaidTokenLoading: (isPlaidTokenLoading) => set({ isPlaidTokenLoading }),
  setPlaidOpen: (isPlaidOpen) => set({ isPlaidOpen }),
}));

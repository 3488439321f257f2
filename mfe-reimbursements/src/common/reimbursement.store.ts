import { create } from 'zustand';

/**
 * The client half of features §3 "Reimbursement state": whether a link token is on its way and whether
 * Link is open. The bank account and its flags are the links query's answer (`useReimbursementState`).
 */
export interface PlaidState {
  isPlaidTokenLoading: boolean;
  isPlaidOpen: boolean;
}

interface PlaidStore extends PlaidState {
  setPlaidTokenLoading: (isLoading: boolean) => void;
  setPlaidOpen: (isOpen: boolean) => void;
}

export const useReimbursementStore = create<PlaidStore>()((set) => ({
  isPlaidTokenLoading: false,
  isPlaidOpen: false,
  setPlaidTokenLoading: (isPlaidTokenLoading) => set({ isPlaidTokenLoading }),
  setPlaidOpen: (isPlaidOpen) => set({ isPlaidOpen }),
}));

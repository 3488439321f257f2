import { create } from 'zustand';
import type { AttachmentUpload } from '@member/shared-contracts/uploads';
import type { ClaimDraft, CoveredService } from '@member/shared-contracts/claims';

/**
 * The claim being written (`/claims/new`, features §2; decision: Back never loses an answer): kept for the life of the page, per
 * account, with the text the member typed (date and amount as typed; their parsed values beside them).
 * Cleared after a successful submission or when another member signs in.
 */
interface ClaimDraftState {
  accountId: string | null;
  draft: ClaimDraft;
  dateText: string;
  amountText: string;
  /**
   * The draft's idempotency key (sent as `Idempotency-Key`): made when the draft starts, the same for
   * every retry of it, new for the next draft — so a repeat answers the first claim instead of a second.
   */
  submissionKey: string;
  /** The claim just submitted: the list announces it once. */
  lastSubmittedClaimId: string | null;
  forAccount(accountId: string): void;
  setPatient(patientId: string): void;
  setService(serviceType: CoveredService): void;
  setProvider(providerName: string): void;
  setDate(text: string, iso: string | undefined): void;
  setAmount(text: string, cents: number | undefined): void;
  addReceipt(upload: AttachmentUpload): void;
  removeReceipt(uploadToken: string): void;
  submitted(claimId: string): void;
  clearLastSubmitted(): void;
}

/** A new, empty draft with its own submission key. */
const newDraft = () => ({ draft: {}, dateText: '', amountText: '', submissionKey: crypto.randomUUID() });

export const useClaimDraft = create<ClaimDraftState>((set) => ({
  accountId: null,
  ...newDraft(),
  lastSubmittedClaimId: null,
  forAccount: (accountId) => set((state) => (state.accountId === accountId ? state : { accountId, ...newDraft(), lastSubmittedClaimId: null })),
  setPatient: (patientId) => set((state) => ({ draft: { ...state.draft, patientId } })),
  setService: (serviceType) => set((state) => ({ draft: { ...state.draft, serviceType } })),
  setProvider: (providerName) => set((state) => ({ draft: { ...state.draft, providerName } })),
  setDate: (dateText, dateOfService) => set((state) => ({ dateText, draft: { ...state.draft, dateOfService } })),
  setAmount: (amountText, amountCents) => set((state) => ({ amountText, draft: { ...state.draft, amountCents } })),
  addReceipt: (upload) => set((state) => ({ draft: { ...state.draft, receipts: [...(state.draft.receipts ?? []), upload] } })),
  removeReceipt: (uploadToken) =>
    set((state) => ({ draft: { ...state.draft, receipts: (state.draft.receipts ?? []).filter((receipt) => receipt.uploadToken !== uploadToken) } })),
  submitted: (claimId) => set({ ...newDraft(), lastSubmittedClaimId: claimId }),
  clearLastSubmitted: () => set({ lastSubmittedClaimId: null }),
}));

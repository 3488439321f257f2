import { create } from 'zustand';
import type { AppealDraft } from '@member/shared-contracts/claims';
import type { AttachmentUpload } from '@member/shared-contracts/uploads';

/** The appeal being written, per claim (Back keeps every answer), and the claims whose appeal was created. */
interface AppealDraftState {
  drafts: Record<string, AppealDraft>;
  files: Record<string, AttachmentUpload[]>;
  created: Record<string, boolean>;
  answer(claimId: string, patch: Partial<AppealDraft>): void;
  addFile(claimId: string, upload: AttachmentUpload): void;
  removeFile(claimId: string, uploadToken: string): void;
  markCreated(claimId: string): void;
}

export const useAppealDraft = create<AppealDraftState>((set) => ({
  drafts: {},
  files: {},
  created: {},
  answer: (claimId, patch) => set((state) => ({ drafts: { ...state.drafts, [claimId]: { ...state.drafts[claimId], ...patch } } })),
  addFile: (claimId, upload) => set((state) => ({ files: { ...state.files, [claimId]: [...(state.files[claimId] ?? []), upload] } })),
  removeFile: (claimId, uploadToken) =>
    set((state) => ({ files: { ...state.files, [claimId]: (state.files[claimId] ?? []).filter((file) => file.uploadToken !== uploadToken) } })),
  markCreated: (claimId) => set((state) => ({ created: { ...state.created, [claimId]: true } })),
}));

import { z } from 'zod/mini';

/** Apart from ui-storage.ts so /home, which reads the storage without a schema, carries no zod. */
/** PATCH body: only the two §3 fields, each a boolean, at least one of them. */
export const uiStoragePatchSchema = z
  .strictObject({
    hasUserViewedOnboardingModal: z.optional(z.boolean()),
    hasCompletedConsolidatedBadgeEducation: z.optional(z.boolean()),
  })
  .check(z.refine((patch) => Object.keys(patch).length > 0, 'Give hasUserViewedOnboardingModal or hasCompletedConsolidatedBadgeEducation'));

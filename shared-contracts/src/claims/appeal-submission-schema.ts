import { z } from 'zod/mini';
import { ATTACHMENT_MAX_FILES } from '../uploads/attachment-rules';
import { APPEAL_ACTIONS, APPEAL_NOTE_MAX, APPEAL_REASONS } from './appeal-steps';

/* The claims API (the sandbox) checks this body; the appeal screens only build it, so they load no zod. */

/** `POST /claims/{id}/appeals` body. */
export const appealSubmissionSchema = z.strictObject({
  action: z.enum(APPEAL_ACTIONS),
  reason: z.enum(APPEAL_REASONS),
  note: z.string().check(z.maxLength(APPEAL_NOTE_MAX)),
  approvedProviderId: z.string().check(z.minLength(1), z.maxLength(100)),
  uploadTokens: z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(ATTACHMENT_MAX_FILES)),
});
export type AppealSubmission = z.infer<typeof appealSubmissionSchema>;

import type { ReactNode } from 'react';
import { CLAIM_SUBMISSION_STEPS, type ClaimSubmissionStep } from '@member/shared-contracts/claims';
import { QuestionFrame } from '../common/question-frame';

/** A submission question in its frame, numbered by CLAIM_SUBMISSION_STEPS. */
export function StepFrame({ step, ...rest }: { step: ClaimSubmissionStep; heading: string; onSubmit: () => void; children: ReactNode; submitLabel?: string; isSubmitting?: boolean }) {
  return <QuestionFrame {...rest} position={{ step: CLAIM_SUBMISSION_STEPS.indexOf(step) + 1, steps: CLAIM_SUBMISSION_STEPS.length }} />;
}

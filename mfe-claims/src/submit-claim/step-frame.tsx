import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@member/i18n';
import { Button } from '@member/ui';
import { MemberPage } from '@member/remote-runtime';
import { CLAIM_SUBMISSION_STEPS, type ClaimSubmissionStep } from '@member/shared-contracts';
import styles from './submit-claim.module.css';

/** The frame of one question: its h1 (focused when the step changes), the step count, the form and Continue. */
export function StepFrame({ step, heading, onSubmit, children, submitLabel }: { step: ClaimSubmissionStep; heading: string; onSubmit: () => void; children: ReactNode; submitLabel?: string }) {
  const { t } = useTranslation('mfe_claims');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <MemberPage heading={heading} width="narrow" focusHeadingOnMount>
      <p className={styles.progress}>{t('submit.progress', { step: CLAIM_SUBMISSION_STEPS.indexOf(step) + 1, steps: CLAIM_SUBMISSION_STEPS.length })}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {children}
        <Button type="submit" isFullWidth>
          {submitLabel ?? t('submit.continue')}
        </Button>
      </form>
    </MemberPage>
  );
}

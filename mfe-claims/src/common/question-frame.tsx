import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@member/i18n';
import { Button, useFocusFirstInvalid } from '@member/ui';
import { MemberPage } from '@member/remote-runtime';
import styles from './question-frame.module.css';

export interface QuestionFrameProps {
  heading: string;
  /** 1-based position of this question and how many there are. */
  position: { step: number; steps: number };
  onSubmit: () => void;
  submitLabel?: string;
  isSubmitting?: boolean;
  children: ReactNode;
}

/**
 * One question of a flow (claim submission, appeal): its h1 (focused when the question changes, so a
 * screen reader reads it and the next Tab lands in the answer), "Step n of m", the form and its button
 * (Enter submits from any field). An answer refused on Continue moves focus to the first field in error,
 * which the screen reader reads with its message (WCAG 3.3.1); the step marks it `aria-invalid`.
 */
export function QuestionFrame({ heading, position, onSubmit, submitLabel, isSubmitting = false, children }: QuestionFrameProps) {
  const { t } = useTranslation('mfe_claims');
  const { ref, focusFirstError } = useFocusFirstInvalid();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    onSubmit();
    focusFirstError();
  };
  return (
    <MemberPage heading={heading} width="narrow" focusHeadingOnMount>
      <p className={styles.progress}>{t('submit.progress', position)}</p>
      <form ref={ref} className={styles.form} onSubmit={submit} noValidate>
        {children}
        <Button type="submit" isFullWidth isPending={isSubmitting} pendingLabel={t('common.loading')}>
          {submitLabel ?? t('submit.continue')}
        </Button>
      </form>
    </MemberPage>
  );
}

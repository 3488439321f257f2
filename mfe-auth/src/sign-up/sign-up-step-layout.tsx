import type { ReactNode } from 'react';
import { useTranslation } from '@member/i18n';
import { PageTemplate } from '@member/ui';
import { useSignUpNavigation } from './use-sign-up-navigation';
import type { SignUpStep } from '@member/shared-contracts/sign-up';

/**
 * The frame of every sign-up step: Back (to the previous step, or the email screen from the first; what
 * was typed stays in the sign-up store), the step's heading, "Step N of M" as a labelled progress bar,
 * then the step's form.
 */
export function SignUpStepLayout({ step, heading, children }: { step: SignUpStep; heading: string; children: ReactNode }) {
  const { t } = useTranslation('mfe_auth');
  const { position, goBack } = useSignUpNavigation(step);
  const progress = t('signUpSteps.progress', { number: position.number, count: position.count });
  return (
    <PageTemplate heading={heading} width="narrow" focusHeadingOnMount backButton={{ label: t('signUpSteps.back'), onPress: goBack }}>
      <div
        role="progressbar"
        aria-label={t('signUpSteps.progressLabel')}
        aria-valuemin={1}
        aria-valuemax={position.count}
        aria-valuenow={position.number}
        aria-valuetext={progress}
      >
        <p>{progress}</p>
      </div>
      {children}
    </PageTemplate>
  );
}

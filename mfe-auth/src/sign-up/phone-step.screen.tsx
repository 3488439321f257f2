import { useTranslation } from '@member/i18n';
import { formatPhoneNumber } from '@member/shared-contracts/field-rules';
import { signUpPhoneSchema, type SignUpPhoneForm } from '@member/shared-contracts/sign-up';
import { CreateAccountNotice } from './create-account-notice';
import { SignUpFieldsStep } from './sign-up-fields-step';
import { signUpStore } from './sign-up.store';
import { useCreateAccount } from './sign-up.resource';
import { useSignUpSteps } from './use-sign-up-steps';

const keep = (values: SignUpPhoneForm) => signUpStore.getState().update({ phoneNumber: values.phoneNumber ?? '' });
/** Shown back as (###) ###-#### (access §5 Display). */
const accept = (values: SignUpPhoneForm) => signUpStore.getState().update({ phoneNumber: formatPhoneNumber(values.phoneNumber ?? '') });

/**
 * /sign-up/phone: a 10-digit mobile number. When the sign-up has no password step (social provider,
 * access §6) this is the last step: the terms acceptance shows here and Next creates the account.
 */
export function PhoneStepScreen() {
  const { t } = useTranslation('mfe_auth');
  const isLast = !useSignUpSteps().includes('password');
  const creation = useCreateAccount();
  return (
    <SignUpFieldsStep<SignUpPhoneForm>
      step="phone"
      heading={t('signUpSteps.phone.heading')}
      intro={creation.phase.kind === 'failed' ? <CreateAccountNotice problem={creation.phase.problem} attempt={creation.phase.attempt} /> : undefined}
      schema={signUpPhoneSchema}
      initial={{ phoneNumber: signUpStore.getState().phoneNumber }}
      keep={keep}
      acceptsTerms={isLast}
      submitting={isLast ? { isPending: creation.busy, pendingLabel: t('signUpSteps.password.creating') } : undefined}
      accept={(values) => {
        accept(values);
        if (isLast && !creation.busy) void creation.create(null);
      }}
      fields={[
        { name: 'phoneNumber', label: t('signUpSteps.phone.label'), description: t('signUpSteps.phone.hint'), type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
      ]}
    />
  );
}

import { useTranslation } from '@member/i18n';
import { signUpDateOfBirthSchema, type SignUpDateOfBirthForm } from '@member/shared-contracts/sign-up';
import { SignUpFieldsStep } from './sign-up-fields-step';
import { signUpStore } from './sign-up.store';

const keep = (values: SignUpDateOfBirthForm) => signUpStore.getState().update({ dateOfBirth: values.dateOfBirth ?? '' });

/** /sign-up/dob: a real date of birth, MM/DD/YYYY (shared dateOfBirthInputSchema). */
export function DobStepScreen() {
  const { t } = useTranslation('mfe_auth');
  return (
    <SignUpFieldsStep<SignUpDateOfBirthForm>
      step="dob"
      heading={t('signUpSteps.dob.heading')}
      schema={signUpDateOfBirthSchema}
      initial={{ dateOfBirth: signUpStore.getState().dateOfBirth }}
      keep={keep}
      fields={[{ name: 'dateOfBirth', label: t('signUpSteps.dob.label'), description: t('signUpSteps.dob.hint'), autoComplete: 'bday', inputMode: 'numeric' }]}
    />
  );
}

import { useTranslation } from '@member/i18n';
import { IDENTIFICATION_CODE_DIGITS } from '@member/shared-contracts/field-rules';
import { signUpIdentifierSchema, type SignUpIdentifierForm } from '@member/shared-contracts/sign-up';
import { SignUpFieldsStep } from './sign-up-fields-step';
import { signUpStore } from './sign-up.store';

const keep = (values: SignUpIdentifierForm) => signUpStore.getState().update({ identificationCode: values.identificationCode ?? '' });

/** /sign-up/identifier: the last 4 digits of the identification code, exactly 4 digits (access §9). */
export function IdentifierStepScreen() {
  const { t } = useTranslation('mfe_auth');
  return (
    <SignUpFieldsStep<SignUpIdentifierForm>
      step="identifier"
      heading={t('signUpSteps.identifier.heading')}
      schema={signUpIdentifierSchema}
      initial={{ identificationCode: signUpStore.getState().identificationCode }}
      keep={keep}
      fields={[
        {
          name: 'identificationCode',
          label: t('signUpSteps.identifier.label'),
          description: t('signUpSteps.identifier.hint'),
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: IDENTIFICATION_CODE_DIGITS,
        },
      ]}
    />
  );
}

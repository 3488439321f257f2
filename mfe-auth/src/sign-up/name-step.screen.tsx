import { useTranslation } from '@member/i18n';
import { signUpNameSchema, type SignUpNameForm } from '@member/shared-contracts/sign-up';
import { SignUpFieldsStep } from './sign-up-fields-step';
import { signUpStore } from './sign-up.store';

const keep = (values: SignUpNameForm) => signUpStore.getState().update({ firstAndLastName: { firstName: values.firstName ?? '', lastName: values.lastName ?? '' } });

/** /sign-up/name: first and last name as on the plan's enrollment, non-empty after trimming. */
export function NameStepScreen() {
  const { t } = useTranslation('mfe_auth');
  const names = signUpStore.getState().firstAndLastName;
  return (
    <SignUpFieldsStep<SignUpNameForm>
      step="name"
      heading={t('signUpSteps.name.heading')}
      intro={<p>{t('signUpSteps.name.intro')}</p>}
      schema={signUpNameSchema}
      initial={{ firstName: names?.firstName ?? '', lastName: names?.lastName ?? '' }}
      keep={keep}
      fields={[
        { name: 'firstName', label: t('signUpSteps.name.firstName'), autoComplete: 'given-name' },
        { name: 'lastName', label: t('signUpSteps.name.lastName'), autoComplete: 'family-name' },
      ]}
    />
  );
}

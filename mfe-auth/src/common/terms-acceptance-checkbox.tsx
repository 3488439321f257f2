import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@member/i18n';
import { Checkbox, TextLink } from '@member/ui';

/** The informational pages the terms acceptance links to (access §2.1). */
const TERMS_OF_SERVICE_PATH = '/terms-of-service';
const PRIVACY_POLICY_PATH = '/privacy-policy';

interface TermsAcceptanceCheckboxProps<Values extends FieldValues> {
  /** The form's `hasAcceptedTerms` field (access §5 "Terms checkbox hasAcceptedTerms required"). */
  name: FieldPath<Values>;
  control: Control<Values>;
}

/**
 * "I accept the Terms of Service and the Privacy Policy", each linked, for every form that creates or
 * completes an account (sign-up's last step, base-to-buy-up). Checking or unchecking it counts as
 * touching it, so its message follows at once in the forms' `onTouched` mode.
 */
export function TermsAcceptanceCheckbox<Values extends FieldValues>({ name, control }: TermsAcceptanceCheckboxProps<Values>) {
  const { t } = useTranslation('mfe_auth');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          isSelected={field.value === true}
          onChange={(selected) => {
            field.onChange(selected);
            field.onBlur();
          }}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.invalid ? t('termsAcceptance.required') : undefined}
          label={
            <>
              {t('termsAcceptance.prefix')} <TextLink href={TERMS_OF_SERVICE_PATH}>{t('termsAcceptance.termsOfService')}</TextLink>{' '}
              {t('termsAcceptance.and')} <TextLink href={PRIVACY_POLICY_PATH}>{t('termsAcceptance.privacyPolicy')}</TextLink>
            </>
          }
        />
      )}
    />
  );
}

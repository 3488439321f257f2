import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from '@member/i18n';
import { Checkbox, TextLink } from '@member/ui';
import { useFormField, type FormFieldBinding } from './use-form-field';

/** The informational pages the terms acceptance links to (access §2.1). */
const TERMS_OF_SERVICE_PATH = '/terms-of-service';
const PRIVACY_POLICY_PATH = '/privacy-policy';

interface TermsAcceptanceCheckboxProps<Values extends FieldValues> extends FormFieldBinding<Values> {
  /** The form's `hasAcceptedTerms` field (access §5 "Terms checkbox hasAcceptedTerms required"). */
  name: FieldPath<Values>;
}

/**
 * "I accept the Terms of Service and the Privacy Policy", each linked, for every form that creates or
 * completes an account (sign-up's last step, base-to-buy-up). Checking or unchecking it counts as
 * touching it, so its message follows at once in the forms' `onTouched` mode.
 */
export function TermsAcceptanceCheckbox<Values extends FieldValues>({ name, control }: TermsAcceptanceCheckboxProps<Values>) {
  const { t } = useTranslation('mfe_auth');
  // The schema refuses anything but `true` with one message: the checkbox's own copy.
  const { ref, value, onChange, onBlur, isInvalid, errorMessage } = useFormField({ name, control }, () => t('termsAcceptance.required'));
  return (
    <Checkbox
      ref={ref}
      name={name}
      isSelected={value === true}
      onChange={(selected) => {
        onChange(selected);
        onBlur();
      }}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      label={
        <>
          {t('termsAcceptance.prefix')} <TextLink href={TERMS_OF_SERVICE_PATH}>{t('termsAcceptance.termsOfService')}</TextLink>{' '}
          {t('termsAcceptance.and')} <TextLink href={PRIVACY_POLICY_PATH}>{t('termsAcceptance.privacyPolicy')}</TextLink>
        </>
      }
    />
  );
}

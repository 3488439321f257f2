import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { useRemoteProps } from '@member/remote-runtime';
import { Button, Form } from '@member/ui';
import { VALIDATION_MESSAGES } from '@member/shared-contracts/field-rules';
import { baseToBuyUpFormSchema, type BaseToBuyUpFormInput, type BaseToBuyUpFormValues } from '@member/shared-contracts/base-to-buy-up';
import { loadPasswordStrengthEstimator } from '@member/shared-contracts/password';
import { type ClientOrganization } from '@member/shared-contracts/account';
import { useApplicationStrings } from '../common/use-application-strings';
import { FormTextField } from '../common/form-text-field';
import { PasswordField } from '../common/password-field';
import { TermsAcceptanceCheckbox } from '../common/terms-acceptance-checkbox';
import { OrganizationSelect } from './organization-select';

/** Access §5 "Base-to-buy-up form": the email and phone messages come from these content keys. */
const VALIDATION_CONTENT_PACKAGE = 'validation';
const INVALID_EMAIL_CONTENT_ID = 'invalidEmail';
const INVALID_PHONE_NUMBER_CONTENT_ID = 'invalidPhoneNumber';

export interface BaseToBuyUpFormProps {
  /** The client's organisations: the choice shows only with more than one (access §2.6). */
  organizations: readonly ClientOrganization[];
  /** The phone is asked only when the account has none (access §2.6 "hidden if already known"). */
  asksPhone: boolean;
  onSubmit(values: BaseToBuyUpFormValues): Promise<void>;
}

/**
 * Access §2.6 / §5 "Base-to-buy-up form": organisation (when there is a choice), email, phone (when not
 * known), a password with the strength helper, terms acceptance with links; validates on touch; submit
 * sends only a valid form ("submit disabled until valid", read for WCAG 3.3.1: the button stays operable and
 * pressing it early names every missing or invalid field and focuses the first).
 */
export function BaseToBuyUpForm({ organizations, asksPhone, onSubmit }: BaseToBuyUpFormProps) {
  const { t } = useTranslation('mfe_auth');
  const { account } = useRemoteProps();
  // Content-managed messages (this remote's own copy until they arrive or if content fails).
  const contentMessages = useApplicationStrings(VALIDATION_CONTENT_PACKAGE, { enabled: true, clientOrgId: account?.clientOrgId ?? null });
  const asksOrganization = organizations.length > 1;
  const schema = useMemo(() => baseToBuyUpFormSchema({ asksOrganization, asksPhone, loadEstimator: loadPasswordStrengthEstimator }), [asksOrganization, asksPhone]);
  const { control, handleSubmit, formState } = useForm<BaseToBuyUpFormInput>({
    mode: 'onTouched',
    // The schema's output (BaseToBuyUpFormValues: ids as numbers, unasked fields dropped) is what
    // handleSubmit hands over at run time; the form itself holds the typed strings.
    resolver: zodResolver(schema) as unknown as Resolver<BaseToBuyUpFormInput>,
    defaultValues: { clientOrgId: '', email: '', phoneNumber: '', password: '', hasAcceptedTerms: false },
  });

  return (
    <Form onSubmit={handleSubmit((values) => onSubmit(values as unknown as BaseToBuyUpFormValues))}>
      {asksOrganization && (
        <OrganizationSelect
          name="clientOrgId"
          control={control}
          label={t('baseToBuyUp.organization')}
          placeholder={t('baseToBuyUp.organizationPlaceholder')}
          organizations={organizations}
        />
      )}
      <FormTextField
        name="email"
        control={control}
        label={t('baseToBuyUp.email')}
        type="email"
        autoComplete="email"
        isRequired
        messageOverrides={{ [VALIDATION_MESSAGES.emailInvalid]: contentMessages[INVALID_EMAIL_CONTENT_ID] }}
      />
      {asksPhone && (
        <FormTextField
          name="phoneNumber"
          control={control}
          label={t('baseToBuyUp.phoneNumber')}
          description={t('baseToBuyUp.phoneNumberHint')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          isRequired
          messageOverrides={{ [VALIDATION_MESSAGES.phoneNumberInvalid]: contentMessages[INVALID_PHONE_NUMBER_CONTENT_ID] ?? t('baseToBuyUp.validation.phoneNumber.invalid') }}
        />
      )}
      <PasswordField name="password" control={control} label={t('baseToBuyUp.password')} description={t('newPassword.rules')} isRequired revealPasswordLabel={t('newPassword.showPassword')} />
      <TermsAcceptanceCheckbox name="hasAcceptedTerms" control={control} />
      {/* Always operable (WCAG 3.3.1): an incomplete form shows each field's message and focuses the first. */}
      <Button type="submit" isFullWidth isPending={formState.isSubmitting} pendingLabel={t('baseToBuyUp.submitting')}>
        {t('baseToBuyUp.submit')}
      </Button>
    </Form>
  );
}

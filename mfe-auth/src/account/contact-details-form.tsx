import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { useTranslation } from '@member/i18n';
import { Button, Form } from '@member/ui';
import { emailSchema, formatPhoneNumber, phoneNumberSchema, stripNonDigits } from '@member/shared-contracts/field-rules';
import { type AccountPatchBody } from '@member/shared-contracts/account';
import { FormTextField } from '../common/form-text-field';

/** The phone may stay empty when the account has none yet; when given it must be a valid 10-digit phone. */
const contactDetailsSchema = z.object({ email: emailSchema, phoneNumber: z.union([z.literal(''), phoneNumberSchema]) });
type ContactDetailsInput = z.input<typeof contactDetailsSchema>;
type ContactDetails = z.output<typeof contactDetailsSchema>;

export interface ContactDetailsFormProps {
  email: string | null;
  phoneNumber: string | null;
  /** Receives only the changed fields (access §7 "json body of changed fields"); nothing when unchanged. */
  onSubmit(patch: AccountPatchBody): Promise<void>;
}

/** Email and phone (10 digits, shown as (###) ###-####), validated with the shared schemas. */
export function ContactDetailsForm({ email, phoneNumber, onSubmit }: ContactDetailsFormProps) {
  const { t } = useTranslation('mfe_auth');
  const { control, handleSubmit, formState } = useForm<ContactDetailsInput, unknown, ContactDetails>({
    mode: 'onTouched',
    resolver: zodResolver(contactDetailsSchema),
    defaultValues: { email: email ?? '', phoneNumber: phoneNumber ? formatPhoneNumber(phoneNumber) : '' },
  });

  const submit = handleSubmit(async (values) => {
    const patch: AccountPatchBody = {};
    if (values.email.toLowerCase() !== (email ?? '').toLowerCase()) patch.email = values.email;
    if (values.phoneNumber !== '' && values.phoneNumber !== stripNonDigits(phoneNumber ?? '')) patch.phoneNumber = values.phoneNumber;
    await onSubmit(patch);
  });

  return (
    <Form onSubmit={submit}>
      <FormTextField name="email" control={control} label={t('account.email')} type="email" autoComplete="email" isRequired />
      <FormTextField
        name="phoneNumber"
        control={control}
        label={t('account.phoneNumber')}
        description={t('account.phoneNumberHint')}
        type="tel"
        autoComplete="tel-national"
      />
      <Button type="submit" isPending={formState.isSubmitting} pendingLabel={t('account.saving')}>
        {t('account.save')}
      </Button>
    </Form>
  );
}

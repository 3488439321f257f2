import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { useTranslation } from '@member/i18n';
import { Button, Form } from '@member/ui';
import { formatPhoneNumber, phoneNumberSchema } from '@member/shared-contracts/field-rules';
import { FormTextField } from '../common/form-text-field';

const mfaPhoneSchema = z.object({ phoneNumber: phoneNumberSchema });
type MfaPhoneInput = z.input<typeof mfaPhoneSchema>;
type MfaPhone = z.output<typeof mfaPhoneSchema>;

export interface MfaPhoneFormProps {
  /** The known phone (10 digits), prefilled as (###) ###-####. */
  knownPhoneNumber: string | null;
  /** Receives the 10 bare digits. */
  onSubmit(tenDigits: string): Promise<void>;
}

/** The phone that receives the codes (access §5: 10 digits). */
export function MfaPhoneForm({ knownPhoneNumber, onSubmit }: MfaPhoneFormProps) {
  const { t } = useTranslation('mfe_auth');
  const { control, handleSubmit, formState } = useForm<MfaPhoneInput, unknown, MfaPhone>({
    mode: 'onTouched',
    resolver: zodResolver(mfaPhoneSchema),
    defaultValues: { phoneNumber: knownPhoneNumber ? formatPhoneNumber(knownPhoneNumber) : '' },
  });

  return (
    <Form onSubmit={handleSubmit(({ phoneNumber }) => onSubmit(phoneNumber))}>
      <FormTextField
        name="phoneNumber"
        control={control}
        label={t('security.mfaPhone.phoneNumber')}
        description={t('account.phoneNumberHint')}
        type="tel"
        autoComplete="tel-national"
        isRequired
      />
      <Button type="submit" isFullWidth isPending={formState.isSubmitting} pendingLabel={t('security.mfaPhone.sending')}>
        {t('security.mfaPhone.submit')}
      </Button>
    </Form>
  );
}

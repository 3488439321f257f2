import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { Button, Form } from '@member/ui';
import { mfaCodeFormSchema, type MfaCodeForm as MfaCodeValues } from '@member/shared-contracts/sign-in';
import { FormTextField } from './form-text-field';

const INVALID_CODE_KEY = 'mfa.invalidCode';

export interface MfaCodeFormProps {
  /** `invalid-code` keeps the form and shows the invalid-code message on the field. */
  onSubmit(code: string): Promise<'invalid-code' | 'done'>;
}

/** Access §2.3: one input for the 6-digit code (rule from shared-contracts) and a submit button. */
export function MfaCodeForm({ onSubmit }: MfaCodeFormProps) {
  const { t } = useTranslation('mfe_auth');
  const { control, handleSubmit, setError, formState } = useForm<MfaCodeValues>({
    mode: 'onTouched',
    resolver: zodResolver(mfaCodeFormSchema),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    if ((await onSubmit(code)) === 'invalid-code') {
      setError('code', { type: 'server', message: INVALID_CODE_KEY }, { shouldFocus: true });
    }
  });

  return (
    <Form onSubmit={submit}>
      <FormTextField
        name="code"
        control={control}
        label={t('mfa.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        isRequired
      />
      <Button type="submit" isFullWidth isPending={formState.isSubmitting} pendingLabel={t('mfa.submitting')}>
        {t('mfa.submit')}
      </Button>
    </Form>
  );
}

import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { Button, Form, TextField } from '@member/ui';
import { mfaCodeFormSchema, type MfaCodeForm as MfaCodeValues } from '@member/shared-contracts';

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
      <Controller
        name="code"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={t('mfa.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            isRequired
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          />
        )}
      />
      <Button type="submit" isFullWidth isPending={formState.isSubmitting} pendingLabel={t('mfa.submitting')}>
        {t('mfa.submit')}
      </Button>
    </Form>
  );
}

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { Button, Checkbox, Form, TextField, TextLink } from '@member/ui';
import { signInSchema, type SignInForm as SignInValues } from '@member/shared-contracts';

export const RECOVER_PASSWORD_PATH = '/recover-password';
export const RECOVER_EMAIL_PATH = '/recover-email';

export interface SignInFormProps {
  defaultEmail: string;
  rememberEmail: boolean;
  onRememberEmailChange(remember: boolean): void;
  /** Resolves once the attempt is over; `failed` clears the password field (the email stays). */
  onSubmit(values: SignInValues & { rememberEmail: boolean }): Promise<'failed' | 'done'>;
  /**
   * The email is fixed by single sign-on (access §2.2): the field is read-only and the recover-email link
   * hidden. Nothing sets it yet; the sso return flow will.
   */
  isEmailLocked?: boolean;
}

/** Access §2.2: email + password (rules from shared-contracts), recover links, remember-email, submit when ready. */
export function SignInForm({ defaultEmail, rememberEmail, onRememberEmailChange, onSubmit, isEmailLocked = false }: SignInFormProps) {
  const { t } = useTranslation('mfe_auth');
  const [remember, setRemember] = useState(rememberEmail);
  const { control, handleSubmit, resetField, formState } = useForm<SignInValues>({
    mode: 'onTouched',
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const submit = handleSubmit(async (values) => {
    const outcome = await onSubmit({ ...values, rememberEmail: remember });
    if (outcome === 'failed') resetField('password');
  });

  const changeRemember = (next: boolean) => {
    setRemember(next);
    onRememberEmailChange(next);
  };

  return (
    <Form onSubmit={submit}>
      <Controller
        name="email"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={t('signIn.email')}
            type="email"
            autoComplete="username"
            isRequired
            isReadOnly={isEmailLocked}
            clearButtonLabel={t('signIn.clearEmail')}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          />
        )}
      />
      <Controller
        name="password"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={t('signIn.password')}
            type="password"
            autoComplete="current-password"
            isRequired
            revealPasswordLabel={t('signIn.showPassword')}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          />
        )}
      />
      <Checkbox label={t('signIn.rememberEmail')} isSelected={remember} onChange={changeRemember} />
      <Button
        type="submit"
        isFullWidth
        isDisabled={!formState.isValid}
        isPending={formState.isSubmitting}
        pendingLabel={t('signIn.submitting')}
      >
        {t('signIn.submit')}
      </Button>
      <p>
        <TextLink href={RECOVER_PASSWORD_PATH} appearance="standalone">
          {t('signIn.recoverPassword')}
        </TextLink>
      </p>
      {!isEmailLocked && (
        <p>
          <TextLink href={RECOVER_EMAIL_PATH} appearance="standalone">
            {t('signIn.recoverEmail')}
          </TextLink>
        </p>
      )}
    </Form>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { Button, Checkbox, Form, TextLink } from '@member/ui';
import { signInSchema, type SignInForm as SignInValues } from '@member/shared-contracts';
import { FormTextField } from '../forms/form-text-field';

import { RECOVER_EMAIL_PATH, RECOVER_PASSWORD_PATH } from '../recovery/recovery-paths';


export interface SignInFormProps {
  defaultEmail: string;
  rememberEmail: boolean;
  onRememberEmailChange(remember: boolean): void;
  /** Resolves once the attempt is over; `failed` clears the password field (the email stays). */
  onSubmit(values: SignInValues & { rememberEmail: boolean }): Promise<'failed' | 'done'>;
  /**
   * The email is fixed by single sign-on (access §2.2): the field is read-only and the recover-email link
   * hidden. Set while an unlinked single sign-on waits for the member's password.
   */
  isEmailLocked?: boolean;
}

/** Access §2.2: email + password (rules from shared-contracts), recover links, remember-email, submit (named missing fields until ready). */
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
      <FormTextField
        name="email"
        control={control}
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        isRequired
        isReadOnly={isEmailLocked}
        clearButtonLabel={t('signIn.clearEmail')}
      />
      <FormTextField
        name="password"
        control={control}
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        isRequired
        revealPasswordLabel={t('signIn.showPassword')}
      />
      <Checkbox label={t('signIn.rememberEmail')} isSelected={remember} onChange={changeRemember} />
      {/*
        Always operable (WCAG 3.3.1): pressing it (or Enter) on an incomplete form does not submit; it shows
        each missing field's message and focuses the first of them (react-hook-form's shouldFocusError).
        Access §2.2 "submit is enabled only when the form is ready" — read as: it submits only then.
      */}
      <Button type="submit" isFullWidth isPending={formState.isSubmitting} pendingLabel={t('signIn.submitting')}>
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

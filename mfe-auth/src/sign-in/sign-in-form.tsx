import { useState, type FormEvent } from 'react';
import { useTranslation } from '@member/i18n';
import { Button, Checkbox, Form, TextField, TextLink } from '@member/ui';
import type { SignInForm as SignInValues } from '@member/shared-contracts/sign-in';
import { useSignInFields } from './use-sign-in-fields';

import { RECOVER_EMAIL_PATH, RECOVER_PASSWORD_PATH } from '../common/recovery-paths';


export interface SignInFormProps {
  defaultEmail: string;
  rememberEmail: boolean;
  onRememberEmailChange(remember: boolean): void;
  /**
   * Resolves once the attempt is over; `failed` clears the password field (the email stays).
   * `passwordAutoFilled`: the password's last change was not the member's typing, pasting or deleting.
   */
  onSubmit(values: SignInValues & { rememberEmail: boolean; passwordAutoFilled: boolean }): Promise<'failed' | 'done'>;
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
  // Plain state, not react-hook-form + zod: this is every returning visitor's first load (use-sign-in-fields.ts).
  const form = useSignInFields(defaultEmail);
  const [passwordAutoFilled, setPasswordAutoFilled] = useState(false);
  // Typing, pasting and deleting are InputEvents with an inputType of their own; a browser's or password
  // manager's autofill is a plain input event, or an `insertReplacementText` one.
  const notePasswordInput = ({ nativeEvent }: FormEvent<HTMLInputElement>) => {
    setPasswordAutoFilled(!(nativeEvent instanceof InputEvent) || !nativeEvent.inputType || nativeEvent.inputType === 'insertReplacementText');
  };
  const fieldProps = (name: 'email' | 'password') => {
    const { error, ...field } = form.field(name);
    return { ...field, isInvalid: error !== undefined, errorMessage: error ? t(error) : undefined };
  };

  const submit = form.handleSubmit(async (values) => {
    const outcome = await onSubmit({ ...values, rememberEmail: remember, passwordAutoFilled });
    if (outcome === 'failed') form.resetPassword();
  });

  const changeRemember = (next: boolean) => {
    setRemember(next);
    onRememberEmailChange(next);
  };

  return (
    <Form onSubmit={submit}>
      <TextField
        {...fieldProps('email')}
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        isRequired
        isReadOnly={isEmailLocked}
        clearButtonLabel={t('signIn.clearEmail')}
      />
      <TextField
        {...fieldProps('password')}
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        onInput={notePasswordInput}
        isRequired
        revealPasswordLabel={t('signIn.showPassword')}
      />
      <Checkbox label={t('signIn.rememberEmail')} isSelected={remember} onChange={changeRemember} />
      {/*
        Always operable (WCAG 3.3.1): pressing it (or Enter) on an incomplete form does not submit; it shows
        each missing field's message and focuses the first of them (useSignInFields' handleSubmit).
        Access §2.2 "submit is enabled only when the form is ready" — read as: it submits only then.
      */}
      <Button type="submit" isFullWidth isPending={form.isSubmitting} pendingLabel={t('signIn.submitting')}>
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

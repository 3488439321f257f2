import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@member/i18n';
import { Button, Form } from '@member/ui';
import { loadPasswordStrengthEstimator, strongNewPasswordFormSchema } from '@member/shared-contracts/password';
import { mfaCodeFormSchema } from '@member/shared-contracts/sign-in';
import { signUpEmailSchema } from '@member/shared-contracts/sign-up';
import { FormTextField } from '../common/form-text-field';
import { NewPasswordFields } from '../common/new-password-fields';
import { mergeResolvers } from '../common/merge-resolvers';
import { RECOVERY_FAILURE_KEYS, type RecoveryFailure } from './recovery-failure';

export interface ResetPasswordValues {
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ResetPasswordFormProps {
  /** Ask for the email too (the screen was opened without a pending reset). */
  askEmail: boolean;
  /** Resolves with the failure to show on a field (what was typed stays), or `done`. */
  onSubmit(values: ResetPasswordValues): Promise<RecoveryFailure | 'done'>;
}

/** Access §5 in full for the new password: the basic rule, the configured rule set and the strength. */
const newPasswordSchema = strongNewPasswordFormSchema(loadPasswordStrengthEstimator);

/** Which field a failure belongs to; the others are banners of the screen. */
const FIELD_OF: Partial<Record<RecoveryFailure, 'code' | 'newPassword'>> = { code: 'code', expired: 'code', spent: 'code', password: 'newPassword' };

/**
 * The code from the reset message and a new password (rules from shared-contracts: the 6-character code of
 * access §5, the full new-password rule with the strength helper and its confirmation), plus the email
 * when none is pending.
 */
export function ResetPasswordForm({ askEmail, onSubmit }: ResetPasswordFormProps) {
  const { t } = useTranslation('mfe_auth');
  const resolver = useMemo(() => {
    const parts = [zodResolver(mfaCodeFormSchema), zodResolver(newPasswordSchema)] as unknown as Resolver<ResetPasswordValues>[];
    if (askEmail) parts.unshift(zodResolver(signUpEmailSchema) as unknown as Resolver<ResetPasswordValues>);
    return mergeResolvers(...parts);
  }, [askEmail]);
  const { control, handleSubmit, setError, formState } = useForm<ResetPasswordValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: { email: '', code: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    const outcome = await onSubmit(values);
    const field = outcome === 'done' ? undefined : FIELD_OF[outcome];
    if (outcome !== 'done' && field) setError(field, { type: 'server', message: RECOVERY_FAILURE_KEYS[outcome] }, { shouldFocus: true });
  });

  return (
    <Form onSubmit={submit}>
      {askEmail && (
        <FormTextField name="email" control={control} label={t('recovery.email')} type="email" autoComplete="username" isRequired />
      )}
      <FormTextField
        name="code"
        control={control}
        label={t('recovery.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        isRequired
      />
      <NewPasswordFields
        control={control}
        names={{ newPassword: 'newPassword', confirmPassword: 'confirmPassword' }}
        labels={{ newPassword: t('recovery.newPassword'), confirmPassword: t('recovery.confirmPassword') }}
      />
      <Button type="submit" isFullWidth isPending={formState.isSubmitting} pendingLabel={t('recovery.resetting')}>
        {t('recovery.resetSubmit')}
      </Button>
    </Form>
  );
}

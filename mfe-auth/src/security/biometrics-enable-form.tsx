import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { useTranslation } from '@member/i18n';
import { Button, Form } from '@member/ui';
import { VALIDATION_MESSAGES } from '@member/shared-contracts/field-rules';
import { FormTextField } from '../common/form-text-field';

const schema = z.object({ password: z.string().check(z.minLength(1, { error: VALIDATION_MESSAGES.passwordRequired })) });
type Values = z.infer<typeof schema>;

/** Turning biometric sign-in on stores the credentials behind a face check, so the password is asked once. */
export function BiometricsEnableForm({ onSubmit }: { onSubmit(password: string): Promise<void> }) {
  const { t } = useTranslation('mfe_auth');
  const { control, handleSubmit, formState } = useForm<Values>({ mode: 'onTouched', resolver: zodResolver(schema), defaultValues: { password: '' } });
  return (
    <Form onSubmit={handleSubmit(({ password }) => onSubmit(password))}>
      <FormTextField
        name="password"
        control={control}
        label={t('security.biometrics.password')}
        description={t('security.biometrics.passwordHint')}
        type="password"
        autoComplete="current-password"
        isRequired
        revealPasswordLabel={t('newPassword.showPassword')}
      />
      <Button type="submit" isFullWidth isPending={formState.isSubmitting} pendingLabel={t('security.biometrics.working')}>
        {t('security.biometrics.turnOn')}
      </Button>
    </Form>
  );
}

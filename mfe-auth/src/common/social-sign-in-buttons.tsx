import { useTranslation } from '@member/i18n';
import { Button } from '@member/ui';
import { useRemoteProps } from '@member/remote-runtime';
import { socialProvidersShown } from '@member/shared-contracts/sign-in';
import { toIdentityError } from '@member/shared-contracts/mount';
import { signInFlowStore } from './sign-in-flow.store';
import styles from './social-sign-in-buttons.module.css';

/**
 * Access §2.2 social sign-in: Google and/or Apple per the screen's flags, under a divider whose text
 * differs for one provider ("Or continue with Google") and several ("Or continue with"). A choice hands
 * over to the host, which stores the pool and provider and opens the hosted sign-in page; the sign-in
 * state's redirectPath goes with it, so the return leads to the page the member asked for.
 */
export function SocialSignInButtons({ screen }: { screen: 'signIn' | 'signUp' }) {
  const { t } = useTranslation('mfe_auth');
  const { flags, identity, logger } = useRemoteProps();
  const providers = socialProvidersShown(flags, screen);
  if (providers.length === 0 || !identity.signInWithProvider) return null;
  const start = (provider: string) =>
    identity.signInWithProvider?.({ provider, redirectPath: signInFlowStore.getState().redirectPath }).catch((error: unknown) => logger.warn('sso start failed', { error: toIdentityError(error).name }));
  return (
    <div className={styles.social}>
      <p className={styles.divider}>{providers.length === 1 ? t('socialSignIn.dividerOne', { provider: providers[0] }) : t('socialSignIn.dividerMany')}</p>
      {providers.map((provider) => (
        <Button key={provider} variant="secondary" isFullWidth onPress={() => void start(provider)}>
          {t('socialSignIn.button', { provider })}
        </Button>
      ))}
    </div>
  );
}

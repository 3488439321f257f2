import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { useLocation, useNavigate } from '@member/router';
import { Button, PageTemplate } from '@member/ui';
import { rootPathWithState } from '../common/sign-in-state-path';
import { useBiometricSignIn } from './use-biometric-sign-in';
import styles from './biometrics-splash.module.css';

/**
 * `/` in the native app with biometric sign-in enabled, state signed-out or unset (access §2.1): two
 * choices, sign in with face recognition or with password.
 */
export function BiometricsSplashScreen() {
  const { t } = useTranslation('mfe_auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  const signInWithFace = useBiometricSignIn();
  const [isSigningIn, setSigningIn] = useState(false);

  const pressFace = async () => {
    setSigningIn(true);
    try {
      await signInWithFace();
    } finally {
      setSigningIn(false);
    }
  };

  return (
    <PageTemplate heading={t('biometricsSplash.heading')} width="narrow">
      <p>{t('biometricsSplash.body')}</p>
      <div className={styles.choices}>
        <Button isFullWidth onPress={() => void pressFace()} isPending={isSigningIn} pendingLabel={t('signIn.submitting')}>
          {t('biometricsSplash.face')}
        </Button>
        <Button isFullWidth variant="secondary" isDisabled={isSigningIn} onPress={() => navigate(rootPathWithState(search, 'sign-in'))}>
          {t('biometricsSplash.password')}
        </Button>
      </div>
    </PageTemplate>
  );
}

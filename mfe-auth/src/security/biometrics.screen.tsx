import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { MemberPage, useRemoteProps } from '@member/remote-runtime';
import { Banner, Button, LoadingState } from '@member/ui';
import type { BiometricEnableResult } from '@member/shared-contracts/mount';
import styles from '../common/settings-link-list.module.css';
import { biometricResultMessage, isOnAfter, type BiometricChange } from './biometric-result-message';
import { BiometricsEnableForm } from './biometrics-enable-form';

/**
 * /security/biometrics: biometric (face) sign-in through the native bridge, by availability state
 * (access §4): NOT_APPLICABLE (web) explains it needs the app; LOADING waits; AVAILABLE turns it on
 * (password → face check → credentials stored) or off; UNAVAILABLE and ERROR explain why not.
 */
export function BiometricsScreen() {
  const { t } = useTranslation('mfe_auth');
  const { native, account, analytics } = useRemoteProps();
  const [outcome, setOutcome] = useState<{ change: BiometricChange; result: BiometricEnableResult; id: number } | null>(null);
  const [isTurningOff, setTurningOff] = useState(false);
  const { state } = native.biometrics;

  const record = (change: BiometricChange, result: BiometricEnableResult) => {
    analytics.operation(`biometrics.${change}`, result === 'SUCCESS' || result === 'FAILED_TO_STORE_CREDENTIALS' ? 'succeeded' : 'failed', { result });
    setOutcome({ change, result, id: Date.now() });
  };
  const turnOn = async (password: string) => record('enable', await native.enableBiometrics({ username: account?.email ?? '', password }));
  const turnOff = async () => {
    setTurningOff(true);
    record('disable', await native.disableBiometrics());
    setTurningOff(false);
  };

  // After a change, the local outcome wins until the bridge reports the new state.
  const enabled = outcome ? isOnAfter(outcome.change, outcome.result, native.biometrics.enabled) : native.biometrics.enabled;
  const message = outcome ? biometricResultMessage(outcome.change, outcome.result) : null;

  return (
    <MemberPage heading={t('security.biometrics.heading')} width="narrow" focusHeadingOnMount>
      <div className={styles.stack}>
        {message && <Banner key={outcome?.id} tone={message.tone} body={t(message.key)} />}
        {state === 'NOT_APPLICABLE' && <p>{t('security.biometrics.needsApp')}</p>}
        {state === 'LOADING' && <LoadingState label={t('security.biometrics.loading')} />}
        {state === 'UNAVAILABLE' && <p>{t('security.biometrics.unavailable')}</p>}
        {state === 'ERROR' && <Banner tone="error" body={t('security.biometrics.error')} />}
        {state === 'AVAILABLE' && (
          <>
            <p>{t('security.biometrics.explanation')}</p>
            <p>{enabled ? t('security.biometrics.statusOn') : t('security.biometrics.statusOff')}</p>
            {enabled ? (
              <Button variant="secondary" isFullWidth onPress={turnOff} isPending={isTurningOff} pendingLabel={t('security.biometrics.working')}>
                {t('security.biometrics.turnOff')}
              </Button>
            ) : (
              <BiometricsEnableForm onSubmit={turnOn} />
            )}
          </>
        )}
      </div>
    </MemberPage>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { MemberPage, useRemoteProps } from '@member/remote-runtime';
import { Banner, Button, LinkButton } from '@member/ui';
import { toIdentityError } from '@member/shared-contracts/mount';
import { ServerErrorBanner, type ServerError } from '../sign-in-flow/server-error-banner';
import styles from '../account/settings-link-list.module.css';
import { MFA_PHONE_PATH } from './security-paths';

/**
 * /security/mfa (access §4): when off, what two-step verification is and a way to turn it on (phone →
 * code → enable); when on, turning it off after an explicit confirmation disables SMS MFA.
 */
export function MfaScreen() {
  const { t } = useTranslation('mfe_auth');
  const { session, identity, analytics } = useRemoteProps();
  const [isConfirming, setConfirming] = useState(false);
  const [isTurningOff, setTurningOff] = useState(false);
  const [turnedOff, setTurnedOff] = useState(false);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const keepOnRef = useRef<HTMLButtonElement>(null);

  // The turn-off button gives way to the confirmation: focus its safe choice.
  useEffect(() => {
    if (isConfirming) keepOnRef.current?.focus();
  }, [isConfirming]);

  const turnOff = async () => {
    setServerError(null);
    setTurningOff(true);
    try {
      await identity.setSmsMfa({ enabled: false });
      await session.refreshSession();
      analytics.operation('mfa.disable', 'succeeded');
      setTurnedOff(true);
      setConfirming(false);
    } catch (error) {
      analytics.operation('mfa.disable', 'failed');
      setServerError({ message: toIdentityError(error).message, id: Date.now() });
    } finally {
      setTurningOff(false);
    }
  };

  const enabled = session.mfaEnabled && !turnedOff;
  return (
    <MemberPage heading={t('security.mfa.heading')} width="narrow" focusHeadingOnMount>
      <div className={styles.stack}>
        <ServerErrorBanner error={serverError} />
        {turnedOff && <Banner tone="success" body={t('security.mfa.turnedOff')} />}
        <p>{t('security.mfa.explanation')}</p>
        <p>{enabled ? t('security.mfa.statusOn') : t('security.mfa.statusOff')}</p>
        {!enabled && (
          <LinkButton href={MFA_PHONE_PATH} isFullWidth>
            {t('security.mfa.turnOn')}
          </LinkButton>
        )}
        {enabled && !isConfirming && (
          <Button variant="secondary" isFullWidth onPress={() => setConfirming(true)}>
            {t('security.mfa.turnOff')}
          </Button>
        )}
        {enabled && isConfirming && (
          <section aria-labelledby="mfa-turn-off-heading" className={styles.stack}>
            <h2 id="mfa-turn-off-heading">{t('security.mfa.confirmHeading')}</h2>
            <p>{t('security.mfa.confirmBody')}</p>
            <Button isFullWidth onPress={turnOff} isPending={isTurningOff} pendingLabel={t('security.mfa.turningOff')}>
              {t('security.mfa.confirmTurnOff')}
            </Button>
            <Button variant="secondary" ref={keepOnRef} isFullWidth isDisabled={isTurningOff} onPress={() => setConfirming(false)}>
              {t('security.mfa.cancel')}
            </Button>
          </section>
        )}
      </div>
    </MemberPage>
  );
}

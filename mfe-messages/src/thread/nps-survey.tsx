import { useEffect, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { Banner, Button } from '@member/ui';
import { isNpsSurveyCompletion, mayOfferNpsSurvey } from '@member/shared-contracts/messaging';
import { useRemoteProps } from '@member/remote-runtime';
import styles from '../common/messages.module.css';

/** When the survey was last offered on this device: a date only, nothing about the member. */
const NPS_LAST_OFFERED_KEY = 'member.messages.npsSurveyLastOfferedAt';

function lastOffered(): string | null {
  try {
    return window.localStorage.getItem(NPS_LAST_OFFERED_KEY);
  } catch {
    return null;
  }
}

function recordOffered(): void {
  try {
    window.localStorage.setItem(NPS_LAST_OFFERED_KEY, new Date().toISOString());
  } catch {
    // Storage unavailable: the survey may be offered again, nothing else changes.
  }
}

/**
 * The net-promoter survey (`showNpsSurvey`), offered under a closed conversation at most once every 90
 * days: "Take the survey" opens the provider's page in a frame (`surveyOrigin`); "No thanks" dismisses
 * it. Completion is accepted only as a message from that origin in the expected shape
 * (`isNpsSurveyCompletion`); the provider records the answer.
 */
export function NpsSurveyOffer() {
  const { t } = useTranslation('mfe_messages');
  const { flags, surveyOrigin, locale } = useRemoteProps();
  const [step, setStep] = useState<'hidden' | 'offer' | 'open' | 'done'>(() =>
    flags.showNpsSurvey && surveyOrigin && mayOfferNpsSurvey(lastOffered(), new Date()) ? 'offer' : 'hidden',
  );

  useEffect(() => {
    if (step === 'offer') recordOffered();
  }, [step]);

  useEffect(() => {
    if (step !== 'open') return undefined;
    const onMessage = (event: MessageEvent) => {
      if (isNpsSurveyCompletion(event, surveyOrigin)) setStep('done');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [step, surveyOrigin]);

  if (step === 'hidden' || !surveyOrigin) return null;
  if (step === 'done') return <Banner tone="success" heading={t('survey.thanks')} />;
  return (
    <section className={styles.survey} aria-labelledby="nps-heading">
      <h2 id="nps-heading" className={styles.sectionHeading}>
        {t('survey.heading')}
      </h2>
      {step === 'offer' ? (
        <>
          <p>{t('survey.body')}</p>
          <div className={styles.actions}>
            <Button onPress={() => setStep('open')}>{t('survey.take')}</Button>
            <Button variant="secondary" onPress={() => setStep('hidden')}>
              {t('survey.dismiss')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <iframe className={styles.surveyFrame} title={t('survey.frameTitle')} src={`${surveyOrigin}/nps?lang=${encodeURIComponent(locale)}`} sandbox="allow-scripts allow-forms allow-same-origin" />
          <Button variant="secondary" onPress={() => setStep('hidden')}>
            {t('survey.close')}
          </Button>
        </>
      )}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { Button, PageTemplate } from '@member/ui';
import { useSignInFlow } from './sign-in.resource';

/**
 * Access §2.7 / §4: the enable-biometrics prompt after sign-in, in the native shell only. Turning Face ID
 * on hands the password that just worked to the native shell; either answer acknowledges the prompt so it
 * is not asked again, and sign-in completes.
 */
export function EnableBiometricsPromptScreen() {
  const { t } = useTranslation('mfe_auth');
  const flow = useSignInFlow();
  const [answering, setAnswering] = useState<'enable' | 'skip' | null>(null);

  const answer = async (enable: boolean) => {
    setAnswering(enable ? 'enable' : 'skip');
    await flow.answerBiometricsPrompt(enable);
  };

  return (
    <PageTemplate heading={t('biometricsPrompt.heading')} width="narrow" focusHeadingOnMount>
      <p>{t('biometricsPrompt.body')}</p>
      <Button onPress={() => answer(true)} isDisabled={answering === 'skip'} isPending={answering === 'enable'} pendingLabel={t('biometricsPrompt.working')}>
        {t('biometricsPrompt.enable')}
      </Button>
      <Button variant="secondary" onPress={() => answer(false)} isDisabled={answering === 'enable'} isPending={answering === 'skip'} pendingLabel={t('biometricsPrompt.working')}>
        {t('biometricsPrompt.notNow')}
      </Button>
    </PageTemplate>
  );
}

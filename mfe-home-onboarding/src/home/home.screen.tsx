import { useTranslation } from '@member/i18n';
import { PageTemplate } from '@member/ui';
import { useRemoteProps } from '@member/remote-runtime';
import { planSummary } from './plan-summary';

/**
 * `/home` (HOME tab root): greets the member by first name (from the token claims) and shows the
 * employer (client) and the plan, from the account and client the host loaded
 * (`GET /accounts/{accountId}`, `GET /clients/{id}`).
 */
export function HomeScreen() {
  const { t } = useTranslation('mfe_home_onboarding');
  const { session, account, client } = useRemoteProps();
  const firstName = session.claims?.firstName;
  const plan = account ? planSummary(account) : null;

  return (
    <PageTemplate heading={firstName ? t('home.greeting', { firstName }) : t('home.greetingWithoutName')}>
      <dl>
        {client && (
          <>
            <dt>{t('home.employer')}</dt>
            <dd>{client.name}</dd>
          </>
        )}
        {plan && (
          <>
            <dt>{t('home.plan')}</dt>
            <dd>
              {plan.networkAdministrator
                ? t('home.planWithNetwork', { network: plan.networkAdministrator, coverage: t(`coverageTier.${plan.coverageTier}`) })
                : t(`coverageTier.${plan.coverageTier}`)}
            </dd>
          </>
        )}
      </dl>
    </PageTemplate>
  );
}

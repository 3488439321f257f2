import type { ReactNode } from 'react';
import { useTranslation } from '@member/i18n';
import { PageTemplate } from '@member/ui';
import { useRemoteProps } from '@member/remote-runtime';
import { isAccumulatorVisible } from '@member/shared-contracts/accumulator';
import { isSearchOnly } from '@member/shared-contracts/features';
import { AccumulatorSummaryCard } from './accumulator-summary-card';
import { ContentRowsCard, EntryPointsCard, NextActionCard } from './home-cards';
import { planSummary } from './plan-summary';
import styles from './home.module.css';

/**
 * `/home` (HOME tab root). The greeting (first name from the token claims), the employer and the plan come
 * from what the host already loaded, so they render at once; every card below asks its own data, shows
 * its own loading and error state and never holds the greeting back. What shows depends on the member:
 * - search-only: the search entry only (no next action, no rows about a plan they do not use);
 * - inactive: only what access §2.8 leaves them (/home and messages): the concierge entry and an unread reply;
 * - the accumulator summary only when it is visible (§6: primary, showHraAccumulator, accumulator feature, verified);
 * - everyone else: the next action, the entry points their features and flags open, the content rows.
 * `onboarding` is what may open over the page (the onboarding modal's gate, given by the routes).
 */
export function HomeScreen({ onboarding }: { onboarding?: ReactNode }) {
  const { t } = useTranslation('mfe_home_onboarding');
  const { session, account, client, flags } = useRemoteProps();
  const firstName = session.claims?.firstName;
  const plan = account ? planSummary(account) : null;
  const searchOnly = account ? isSearchOnly(account.productFeatures) : false;

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
      {account && (
        <div className={styles.cards}>
          {isAccumulatorVisible(account, flags) && <AccumulatorSummaryCard />}
          {!searchOnly && <NextActionCard />}
          <EntryPointsCard />
          {!searchOnly && account.status !== 'inactive' && <ContentRowsCard />}
        </div>
      )}
      {onboarding}
    </PageTemplate>
  );
}

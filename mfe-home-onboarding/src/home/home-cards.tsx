import { useTranslation } from '@member/i18n';
import { ScaledImage } from '@member/ui/scaled-image';
import { TextLink } from '@member/ui';
import { useRemoteProps } from '@member/remote-runtime';
import { CardError, HomeCard } from './home-card';
import { homeEntryPoints } from './entry-points';
import { useHomeRows, useNextAction } from './home.resource';
import styles from './home.module.css';

/** `.rowImage` in home.module.css: 4rem. */
const ROW_IMAGE_WIDTH_PX = 64;

/** The next useful action (next-action.ts), or "all caught up". */
export function NextActionCard() {
  const { t } = useTranslation('mfe_home_onboarding');
  const { action, isLoading, isError, retry } = useNextAction();
  return (
    <HomeCard name="next-action" heading={t('home.nextAction.heading')}>
      {action ? (
        <>
          <p>{t(`home.nextAction.${action.kind}.text`)}</p>
          <TextLink href={action.href} appearance="standalone">
            {t(`home.nextAction.${action.kind}.link`)}
          </TextLink>
        </>
      ) : isError ? (
        <CardError heading={t('home.nextAction.error')} onRetry={retry} />
      ) : isLoading ? (
        // An invisible action (text and link) under "Loading…" keeps the card at an action's height, so
        // the cards below do not jump when it arrives (layout shift, docs/performance.md).
        <div className={styles.reserved}>
          <div className={styles.placeholder} aria-hidden="true">
            <p>{t('home.nextAction.conciergeReply.text')}</p>
            <span className={styles.linkStandIn}>{t('home.nextAction.conciergeReply.link')}</span>
          </div>
          <p className={styles.muted}>{t('home.loading')}</p>
        </div>
      ) : (
        <p>{t('home.nextAction.none')}</p>
      )}
    </HomeCard>
  );
}

/** Where the member can go from here: the entry points their features and flags open (entry-points.ts). */
export function EntryPointsCard() {
  const { t } = useTranslation('mfe_home_onboarding');
  const { account, features, flags } = useRemoteProps();
  if (!account) return null;
  const entries = homeEntryPoints(account, features, flags);
  if (entries.length === 0) return null;
  return (
    <HomeCard name="entry-points" heading={t('home.entryPoints.heading')}>
      <ul className={styles.entryList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <TextLink href={entry.path} appearance="standalone">
              {t(`home.entryPoints.${entry.id}`)}
            </TextLink>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}

/** The content-managed rows (layoutRow, styledText with the §5 typography). */
export function ContentRowsCard() {
  const { t } = useTranslation('mfe_home_onboarding');
  const rows = useHomeRows();
  if (rows.isSuccess && rows.data.length === 0) return null;
  return (
    <HomeCard name="content-rows" heading={t('home.rows.heading')}>
      {rows.isError ? (
        <CardError heading={t('home.rows.error')} onRetry={() => void rows.refetch()} />
      ) : rows.isPending ? (
        <p className={styles.muted}>{t('home.loading')}</p>
      ) : (
        rows.data.map((row) =>
          row.kind === 'styledText' ? (
            <p key={row.id} className={styles.styledText} data-size={row.typography.size} data-weight={row.typography.weight}>
              {row.text}
            </p>
          ) : (
            <div key={row.id} className={styles.layoutRow}>
              {row.image && <ScaledImage className={styles.rowImage} src={row.image.url} alt="" width={ROW_IMAGE_WIDTH_PX} />}
              <div>
                <h3 className={styles.rowTitle}>{row.title}</h3>
                <p>{row.description}</p>
              </div>
            </div>
          ),
        )
      )}
    </HomeCard>
  );
}

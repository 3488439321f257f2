import type { AnchorHTMLAttributes } from 'react';
import { useParams } from '@member/router';
import { useTranslation } from '@member/i18n';
import { FallbackState, LoadingState, TextLink } from '@member/ui';
import { MarkdownContent } from '@member/ui/markdown';
import { MemberPage, NotFoundScreen, useRemoteProps } from '@member/remote-runtime';
import { INCENTIVE_OVERVIEW_CONTEXT, benefitAccessContext, chooseInfoPage, incentiveInfoContext } from '@member/shared-contracts/content';
import { useRouteStrings } from '../common/route-strings';
import { useIncentiveEntries } from './incentives.resource';

/** A content link: react-aria's link, so in-app paths go through the router and others open as usual. */
function ContentLink({ href = '', children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <TextLink href={href}>{children}</TextLink>;
}

/**
 * One incentive page (features §2 `/benefit`, `/benefit-access`, `/benefit/info/{context}`): the infoPage of `context` in the variant the member's product
 * features and organisation choose (`chooseInfoPage`, the rule of every info page), its Markdown with
 * links that stay in the app. No entry for the member → the app's 404 page; the content service failing
 * → an error state with Try again.
 */
function IncentivePage({ context }: { context: string | null }) {
  useRouteStrings();
  const { t } = useTranslation('mfe_home_onboarding');
  const { account } = useRemoteProps();
  const entries = useIncentiveEntries(context);

  if (context === null) return <NotFoundScreen />;
  if (entries.isError) {
    return (
      <MemberPage heading={t('benefit.heading')}>
        <FallbackState heading={t('benefit.error.heading')} body={t('benefit.error.body')} retryLabel={t('benefit.error.retry')} onRetry={() => void entries.refetch()} isRetrying={entries.isFetching} />
      </MemberPage>
    );
  }
  if (entries.isPending) return <LoadingState label={t('benefit.loading')} />;
  const page = chooseInfoPage(entries.data, account ? { productFeatures: account.productFeatures, clientOrgId: account.clientOrgId } : {});
  if (!page) return <NotFoundScreen />;
  return (
    <MemberPage heading={page.fields.title}>
      <MarkdownContent source={page.fields.content} link={ContentLink} />
    </MemberPage>
  );
}

/** `/benefit`: the incentive feature explained. */
export function BenefitScreen() {
  return <IncentivePage context={INCENTIVE_OVERVIEW_CONTEXT} />;
}

/**
 * `/benefit-access`: how to access it; with `showExternalPortal` on, the external benefit page (its own
 * content, linking to the benefit administrator's portal; decision 041). Its one page view, "External
 * Benefit" while the flag is on, is the shell's (the route table's `pageNameWhen`): the screen sends none.
 */
export function BenefitAccessScreen() {
  const { flags } = useRemoteProps();
  return <IncentivePage context={benefitAccessContext(flags)} />;
}

/** `/benefit/info/{context}`: one of its info pages; an unknown or malformed context → the 404 page. */
export function BenefitInfoScreen() {
  const name = useParams().context ?? '';
  return <IncentivePage context={incentiveInfoContext(name)} />;
}

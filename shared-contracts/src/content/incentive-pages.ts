import { isInfoPageContext } from './info-page-context';

/**
 * The incentive pages (features §2 `/benefit`, `/benefit-access`, `/benefit/info/{context}`)
 * are infoPage entries of the content service, chosen by context with the same product-feature
 * variant rule as every info page (`chooseInfoPage`). Decisions where the spec is silent:
 * - `/benefit` shows context `benefit` (the incentive feature explained), `/benefit-access` context
 *   `benefit-access` (how to access it), `/benefit/info/{name}` context `benefit-info-{name}`; the
 *   overview's Markdown links to its info pages, so editors add a page without a release.
 * - These contexts belong to the incentive pages only: the public `/info/{context}` route and the
 *   sitemap leave them out (they sit behind the INCENTIVE_FEATURE gate under /benefit).
 */
export const INCENTIVE_OVERVIEW_CONTEXT = 'benefit';
export const INCENTIVE_ACCESS_CONTEXT = 'benefit-access';
/**
 * The external benefit page (features §9 `showExternalPortal`, decision 041): with the flag on,
 * `/benefit-access` shows this context instead — the organisation's benefit is used on its administrator's
 * portal, which the page's content links to — and is viewed in analytics as "External Benefit" (features §2).
 */
export const EXTERNAL_BENEFIT_CONTEXT = 'benefit-external';
export const EXTERNAL_BENEFIT_PAGE_NAME = 'External Benefit';

/** The infoPage context `/benefit-access` shows: the external benefit page when `showExternalPortal` is on. */
export function benefitAccessContext(flags: { showExternalPortal: boolean }): string {
  return flags.showExternalPortal ? EXTERNAL_BENEFIT_CONTEXT : INCENTIVE_ACCESS_CONTEXT;
}
const INCENTIVE_INFO_CONTEXT_PREFIX = 'benefit-info-';

export function isIncentiveContext(context: string): boolean {
  return context === INCENTIVE_OVERVIEW_CONTEXT || context.startsWith(`${INCENTIVE_OVERVIEW_CONTEXT}-`);
}

/** The infoPage context of `/benefit/info/{name}`, or null when `name` cannot be one (the 404 page). */
export function incentiveInfoContext(name: string): string | null {
  const context = `${INCENTIVE_INFO_CONTEXT_PREFIX}${name}`;
  return isInfoPageContext(name) && isInfoPageContext(context) ? context : null;
}

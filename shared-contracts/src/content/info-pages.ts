import type { ProductFeature } from '../account/product-features';
import { CONTENT_VARIANT_ORDER, type ContentVariant } from '../features/content-variant';
import type { Locale } from '../i18n/locale';
import type { ContentCriticality, ContentEntry, ContentPort } from '../mount/content-port';
import { CONTENT_CACHE_MS, CONTENT_TYPES, DEFAULT_CONTENT_CLIENT_ORG_ID } from './content-constants';
import { isIncentiveContext } from './incentive-pages';
import { isInfoPageContext } from './info-page-context';

/** member-features §3: "infoPage: context, rank, clientOrgId, title, linkText, content" (+ the text variant). */
export interface InfoPageFields {
  context: string;
  /** DEFAULT or a product feature (see CONTENT_VARIANT_ORDER); missing = DEFAULT. */
  variant?: string;
  rank?: number;
  clientOrgId?: string | number | null;
  title: string;
  linkText: string;
  /** Markdown. */
  content: string;
}

/**
 * The informational routes of access §2.1: `/faq`, `/methodology`, `/open-source`, `/privacy-policy`,
 * `/terms-of-service` show the infoPage of the same context, `/info/{context}` any context, `/sitemap`
 * the list of them.
 */
const INFO_PAGE_ROUTE_CONTEXTS = ['faq', 'methodology', 'open-source', 'privacy-policy', 'terms-of-service'] as const;
const SITEMAP_PATH = '/sitemap';

type InfoRoute = { kind: 'page'; context: string } | { kind: 'sitemap' };

/** Which info page a path shows; null when it is none (or a malformed `/info/{context}`: a 404). */
export function infoRouteOf(pathname: string): InfoRoute | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === SITEMAP_PATH) return { kind: 'sitemap' };
  const named = (INFO_PAGE_ROUTE_CONTEXTS as readonly string[]).find((context) => path === `/${context}`);
  if (named) return { kind: 'page', context: named };
  const match = /^\/info\/([^/]+)$/.exec(path);
  if (!match) return null;
  let context: string;
  try {
    context = decodeURIComponent(match[1] as string);
  } catch {
    return null;
  }
  // The incentive pages' contexts show under /benefit only (incentive-pages.ts).
  return isInfoPageContext(context) && !isIncentiveContext(context) ? { kind: 'page', context } : null;
}

/** The path of a context's page: its own route when it has one, else `/info/{context}`. */
export function infoPagePath(context: string): string {
  return (INFO_PAGE_ROUTE_CONTEXTS as readonly string[]).includes(context) ? `/${context}` : `/info/${encodeURIComponent(context)}`;
}

/**
 * "Product features (HRA, FIRST_DOLLAR_HSA, INTEGRATED_HRA, TIERED_DEDUCTIBLE, CONCIERGE, SEARCH) choose
 * which FAQ, terms and privacy text variants show, with a default when none applies" (member-features §6).
 * The variants an account may see, best first: its features in CONTENT_VARIANT_ORDER, then DEFAULT
 * (so a page without the first feature's variant falls to the next feature's, then to the default).
 * Anonymous visitors get DEFAULT only.
 */
export function contentVariantsFor(productFeatures: ReadonlySet<ProductFeature> | null | undefined): ContentVariant[] {
  const own = productFeatures ? CONTENT_VARIANT_ORDER.filter((feature) => productFeatures.has(feature)) : [];
  return [...own, 'DEFAULT'];
}

const variantOf = (entry: ContentEntry<InfoPageFields>) => entry.fields.variant || 'DEFAULT';
const orgOf = (entry: ContentEntry<InfoPageFields>) => {
  const org = entry.fields.clientOrgId;
  return org === null || org === undefined || org === '' ? DEFAULT_CONTENT_CLIENT_ORG_ID : String(org);
};

export interface InfoPageAudience {
  productFeatures?: ReadonlySet<ProductFeature> | null;
  clientOrgId?: number | string | null;
}

/**
 * The entry to show among one context's entries: the best variant the audience may see (see
 * contentVariantsFor); within a variant, the member's organisation's entry before the default one.
 * Entries of other organisations never show. Null when nothing applies (the page does not exist).
 */
export function chooseInfoPage(
  entries: readonly ContentEntry<InfoPageFields>[],
  audience: InfoPageAudience = {},
): ContentEntry<InfoPageFields> | null {
  const memberOrg = audience.clientOrgId === null || audience.clientOrgId === undefined ? null : String(audience.clientOrgId);
  const visible = entries.filter((entry) => orgOf(entry) === DEFAULT_CONTENT_CLIENT_ORG_ID || orgOf(entry) === memberOrg);
  for (const variant of contentVariantsFor(audience.productFeatures)) {
    const ofVariant = visible.filter((entry) => variantOf(entry) === variant);
    const chosen = ofVariant.find((entry) => orgOf(entry) === memberOrg) ?? ofVariant.find((entry) => orgOf(entry) === DEFAULT_CONTENT_CLIENT_ORG_ID);
    if (chosen) return chosen;
  }
  return null;
}

interface InfoPageLink {
  context: string;
  path: string;
  linkText: string;
}

/** The sitemap's page links: one per context (its chosen variant's link text), in rank order. */
export function infoPageLinks(entries: readonly ContentEntry<InfoPageFields>[], audience: InfoPageAudience = {}): InfoPageLink[] {
  const contexts = [
    ...new Set(entries.map((entry) => entry.fields.context).filter((context) => typeof context === 'string' && isInfoPageContext(context) && !isIncentiveContext(context))),
  ];
  return contexts
    .map((context) => chooseInfoPage(entries.filter((entry) => entry.fields.context === context), audience))
    .filter((entry): entry is ContentEntry<InfoPageFields> => entry !== null)
    .sort((a, b) => (a.fields.rank ?? Number.MAX_SAFE_INTEGER) - (b.fields.rank ?? Number.MAX_SAFE_INTEGER))
    .map((entry) => ({ context: entry.fields.context, path: infoPagePath(entry.fields.context), linkText: entry.fields.linkText }));
}

/** One cache entry per context (null: every context, the sitemap's) and language, whoever asks. */
const infoPageQueryKeys = {
  entries: (context: string | null, locale: Locale) => ['content', CONTENT_TYPES.infoPage, context ?? '*', locale] as const,
};

export interface InfoPageEntriesRequest {
  /** One context's entries (every variant and organisation: `chooseInfoPage` picks), or null for every context. */
  context: string | null;
  locale: Locale;
  /**
   * Member-features §4: a failed `high` query (the default) shows the global error page — the shell's info
   * pages and sitemap; a `low` one leaves the failure to its page — the incentive pages, which show it
   * with Try again behind the INCENTIVE_FEATURE gate (incentive-pages.ts).
   */
  criticality?: ContentCriticality;
}

/**
 * The infoPage entries query, for `useQuery` (spread it, add `enabled`): through the host's content port,
 * fresh as long as the port caches (CONTENT_CACHE_MS), not retried: a failure shows at once (the global error
 * page, or the page's own Try again).
 */
export function infoPageEntriesQuery(content: ContentPort, { context, locale, criticality }: InfoPageEntriesRequest) {
  return {
    queryKey: infoPageQueryKeys.entries(context, locale),
    queryFn: () =>
      content.getEntries<InfoPageFields>({
        contentType: CONTENT_TYPES.infoPage,
        locale,
        ...(context ? { fields: { context } } : {}),
        ...(criticality ? { criticality } : {}),
      }),
    staleTime: CONTENT_CACHE_MS,
    retry: false,
  };
}

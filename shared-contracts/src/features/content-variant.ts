import type { ProductFeature } from '../account/product-features';

/**
 * FAQ, terms and privacy text variants (access §2.1, member-features §6): "Product features (HRA,
 * FIRST_DOLLAR_HSA, INTEGRATED_HRA, TIERED_DEDUCTIBLE, CONCIERGE, SEARCH) choose which FAQ, terms and
 * privacy text variants show, with a default when none applies."
 * Decision: the first feature the account has, in exactly that listed order, wins (so an HRA account with
 * SEARCH gets the HRA text); no account or none of them → DEFAULT.
 */
export const CONTENT_VARIANT_ORDER = ['HRA', 'FIRST_DOLLAR_HSA', 'INTEGRATED_HRA', 'TIERED_DEDUCTIBLE', 'CONCIERGE', 'SEARCH'] as const satisfies readonly ProductFeature[];

export type ContentVariant = (typeof CONTENT_VARIANT_ORDER)[number] | 'DEFAULT';

export function contentVariantFor(productFeatures: ReadonlySet<ProductFeature> | null | undefined): ContentVariant {
  if (!productFeatures) return 'DEFAULT';
  return CONTENT_VARIANT_ORDER.find((feature) => productFeatures.has(feature)) ?? 'DEFAULT';
}

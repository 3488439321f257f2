/**
 * The welcome carousel has a default and an alternate variant (access §2.5); the spec does not say which
 * visitor gets which. Decision: a visitor who arrives with a `client_id` query value (an employer's
 * invitation link, access §2.4) gets the alternate variant, whose slides speak about the employer's plan
 * and signing up; everyone else gets the default. `variant=default|alternate` in the query overrides it
 * (content previews, tests). The value is the `variant` field of the userFlow entry.
 */
export type WelcomeCarouselVariant = 'default' | 'alternate';

const CAROUSEL_VARIANT_QUERY_KEY = 'variant';
const CLIENT_ID_QUERY_KEY = 'client_id';

export function welcomeCarouselVariantFor(search: string): WelcomeCarouselVariant {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const requested = query.get(CAROUSEL_VARIANT_QUERY_KEY);
  if (requested === 'default' || requested === 'alternate') return requested;
  return query.get(CLIENT_ID_QUERY_KEY) ? 'alternate' : 'default';
}

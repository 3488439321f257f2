import { z } from 'zod/mini';
import {
  PROVIDER_SEARCH_LOCATION_MAX,
  PROVIDER_SEARCH_TERM_MAX,
  PROVIDER_SORTS,
  SEARCH_RADII_MILES,
} from './provider-types';

/*
 * The request bodies the search API (the sandbox) checks. Apart from the search state: the app only builds
 * these bodies, and keeping the schemas out of its modules keeps zod off /search and /care-team.
 */

const oneLine = /^[^\r\n\t]*$/;

const SEARCH_VALIDATION_MESSAGES = {
  termTooLong: 'validation.search.termTooLong',
  locationTooLong: 'validation.search.locationTooLong',
  oneLine: 'validation.search.oneLine',
  coordinates: 'validation.search.coordinates',
} as const;
const M = SEARCH_VALIDATION_MESSAGES;

/**
 * `POST /provider-search` body (decision: member-features §7 does not show the search calls). A search term is health data: it travels in a body, never
 * in a URL the API could log (decision). `location` is a ZIP or a city; empty means the member's home
 * ZIP; `near` is the browser's position when the member allowed it.
 */
export const providerSearchSchema = z.strictObject({
  accountId: z.string().check(z.minLength(1)),
  term: z.string().check(z.maxLength(PROVIDER_SEARCH_TERM_MAX, { error: M.termTooLong }), z.regex(oneLine, { error: M.oneLine })),
  location: z.optional(z.string().check(z.maxLength(PROVIDER_SEARCH_LOCATION_MAX, { error: M.locationTooLong }), z.regex(oneLine, { error: M.oneLine }))),
  near: z.optional(z.strictObject({
    latitude: z.number().check(z.gte(-90, { error: M.coordinates }), z.lte(90, { error: M.coordinates })),
    longitude: z.number().check(z.gte(-180, { error: M.coordinates }), z.lte(180, { error: M.coordinates })),
  })),
  inNetworkOnly: z.boolean(),
  virtual: z.boolean(),
  onlineBooking: z.boolean(),
  acceptingNewPatients: z.boolean(),
  sort: z.enum(PROVIDER_SORTS),
  radiusMiles: z.union(SEARCH_RADII_MILES.map((radius) => z.literal(radius))),
  page: z.number().check(z.int(), z.gte(1), z.lte(1000)),
});
export type ProviderSearchRequest = z.infer<typeof providerSearchSchema>;

/** `POST /provider-suggestions` body: what the member has typed so far. */
export const providerSuggestionsSchema = z.strictObject({
  accountId: z.string().check(z.minLength(1)),
  term: z.string().check(z.minLength(2), z.maxLength(PROVIDER_SEARCH_TERM_MAX, { error: M.termTooLong }), z.regex(oneLine, { error: M.oneLine })),
  location: z.optional(z.string().check(z.maxLength(PROVIDER_SEARCH_LOCATION_MAX, { error: M.locationTooLong }), z.regex(oneLine, { error: M.oneLine }))),
});
export type ProviderSuggestionsRequest = z.infer<typeof providerSuggestionsSchema>;

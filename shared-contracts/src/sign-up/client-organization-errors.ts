/** Response header that signals a country restriction on a client-organization answer (access §7, §8). */
export const COUNTRY_RESTRICTION_HEADER = 'x-country-restriction';

export type ClientOrganizationError = 'countryRestriction' | 'unknownError';

type HeaderSource = Headers | Readonly<Record<string, string | undefined>> | null | undefined;

function readHeader(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Readonly<Record<string, string | undefined>>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : record[key];
}

/** Decision: the header signals a restriction when present with any value other than '' / 'false' / '0'. */
export function hasCountryRestriction(headers: HeaderSource): boolean {
  const value = readHeader(headers, COUNTRY_RESTRICTION_HEADER)?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}

/** "countryRestriction (response header signals it; the country-restriction page shows), else unknownError". */
export function clientOrganizationError(headers: HeaderSource): ClientOrganizationError {
  return hasCountryRestriction(headers) ? 'countryRestriction' : 'unknownError';
}

import { clientOrganizationError, COUNTRY_RESTRICTION_HEADER, hasCountryRestriction } from './client-organization-errors';

describe('client organization errors', () => {
  it('uses the x-country-restriction header', () => {
    expect(COUNTRY_RESTRICTION_HEADER).toBe('x-country-restriction');
  });

  it('maps the header to countryRestriction, else unknownError', () => {
    expect(clientOrganizationError(new Headers({ 'x-country-restriction': 'true' }))).toBe('countryRestriction');
    expect(clientOrganizationError({ 'X-Country-Restriction': 'US' })).toBe('countryRestriction');
    expect(clientOrganizationError(new Headers())).toBe('unknownError');
    expect(clientOrganizationError(undefined)).toBe('unknownError');
  });

  it('treats false, 0 and empty as no restriction', () => {
    for (const value of ['false', '0', '']) expect(hasCountryRestriction({ 'x-country-restriction': value })).toBe(false);
  });
});

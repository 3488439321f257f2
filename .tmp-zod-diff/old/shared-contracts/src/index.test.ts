import * as contracts from './index';

describe('package index', () => {
  it('re-exports the public modules', () => {
    const names = [
      'FLAG_DEFAULTS', 'resolveFlags', 'WARNING_BANNER_VALUES', 'FLAG_CLIENT_TIMEOUT_MS',
      'emailSchema', 'phoneNumberSchema', 'accountPatchSchema', 'clientOrganizationQuerySchema', 'usernamesQuerySchema', 'formatPhoneNumber',
      'apiPaths', 'toAccount', 'usernameLookupReason', 'COUNTRY_RESTRICTION_HEADER',
      'deriveFeatures', 'isFeatureAvailable', 'claimsSource', 'contentVariantFor',
      'ROUTE_TABLE', 'matchRoute', 'decideRouteAccess', 'buildSignInRedirect', 'readRedirectTarget',
      'createHttpClient', 'HttpError', 'StaleResponseError',
      'parseTokenClaims', 'CLAIM_KEYS', 'formatCurrency', 'resolveLocale', 'LOCAL_PORTS', 'PRODUCT_FEATURES',
    ];
    for (const name of names) expect([name, name in contracts]).toEqual([name, true]);
  });
});

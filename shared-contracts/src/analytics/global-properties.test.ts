import { analyticsGlobalProperties } from './global-properties';

describe('analytics global properties (access §3)', () => {
  it('carries app version, build number, distribution and language before sign-in, the rest null', () => {
    expect(analyticsGlobalProperties({ buildNumber: '412', language: 'es-US', account: null, federatedUserId: null })).toEqual({
      appVersion: '3.10.0',
      buildNumber: '412',
      distribution: 'web',
      language: 'es-US',
      planId: null,
      clientOrgId: null,
      clientOrgName: null,
      hasHcscNetwork: null,
      isVerified: null,
      federatedUserId: null,
    });
  });

  it('adds the account fields once the account is loaded', () => {
    const account = { planId: 501, clientOrgId: 1001, clientOrgName: 'Acme Manufacturing - Austin', hasHcscNetwork: false, isVerified: true };
    expect(analyticsGlobalProperties({ buildNumber: 'local', language: 'en-US', account, federatedUserId: 'google_1234' })).toMatchObject({
      ...account,
      federatedUserId: 'google_1234',
    });
  });
});

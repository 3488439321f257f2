import { apiPaths } from './api-paths';

describe('apiPaths (access §7, features §7)', () => {
  it('builds the account paths, singular and plural as in the spec', () => {
    expect(apiPaths.accounts('a-1')).toBe('/accounts/a-1');
    expect(apiPaths.accountPatch('a-1')).toBe('/account/a-1');
    expect(apiPaths.eligibility('a-1')).toBe('/account/a-1/eligibility');
    expect(apiPaths.resetPassword('a-1')).toBe('/account/a-1/reset-password');
    expect(apiPaths.identities('a-1')).toBe('/account/a-1/identities');
  });

  it('builds the lookup paths', () => {
    expect(apiPaths.usernames()).toBe('/usernames');
    expect(apiPaths.clientOrganization(3)).toBe('/client-organizations/3');
    expect(apiPaths.clientOrganizations()).toBe('/client-organizations');
    expect(apiPaths.client(9)).toBe('/clients/9');
    expect(apiPaths.plan(2)).toBe('/plans/2');
    expect(apiPaths.plans()).toBe('/plans');
    expect(apiPaths.providerNetworks()).toBe('/provider-networks');
  });

  it('sends logs to /api/logs and metrics to /metrics', () => {
    expect(apiPaths.logs()).toBe('/api/logs');
    expect(apiPaths.metrics()).toBe('/metrics');
  });

  it('encodes ids', () => {
    expect(apiPaths.accounts('a/b')).toBe('/accounts/a%2Fb');
    expect(apiPaths.device('a 1', 'd?')).toBe('/communication/a%201/device/d%3F');
  });
});

import { makeAccount } from '../testing/account-fixture';
import type { AccountFeature } from '../account/product-features';
import { idleSignOutLanding, isBaseAccount, refreshesAfterIdleSignOut, TIMEOUT_PATH } from './idle-sign-out';

describe('isBaseAccount', () => {
  it('is an account without a user-set password', () => {
    expect(isBaseAccount({ hasUserSetPassword: false })).toBe(true);
    expect(isBaseAccount({ hasUserSetPassword: true })).toBe(false);
  });
});

describe('idleSignOutLanding', () => {
  it('sends a base account idle sign-out to /timeout', () => {
    expect(idleSignOutLanding({ hasUserSetPassword: false }, 'idle')).toBe(TIMEOUT_PATH);
    expect(TIMEOUT_PATH).toBe('/timeout');
  });

  it('sends every other idle sign-out to /?state=signed-out', () => {
    expect(idleSignOutLanding({ hasUserSetPassword: true }, 'idle')).toBe('/?state=signed-out');
  });

  it('sends a sign-out the member chose to /?state=signed-out, base account or not', () => {
    expect(idleSignOutLanding({ hasUserSetPassword: false }, 'member')).toBe('/?state=signed-out');
  });
});

describe('refreshesAfterIdleSignOut', () => {
  const features = (...values: AccountFeature[]) => new Set<AccountFeature>(values);

  it('does not refresh for a search-only account without account management', () => {
    expect(refreshesAfterIdleSignOut(makeAccount({ productFeatures: ['SEARCH'] }), features('SEARCH'))).toBe(false);
  });

  it('refreshes for a search-only account with account management', () => {
    expect(refreshesAfterIdleSignOut(makeAccount({ productFeatures: ['SEARCH'] }), features('SEARCH', 'ACCOUNT_MANAGEMENT'))).toBe(true);
  });

  it('refreshes for any other account', () => {
    expect(refreshesAfterIdleSignOut(makeAccount({ productFeatures: ['HRA', 'SEARCH'] }), features('HRA', 'SEARCH'))).toBe(true);
  });
});

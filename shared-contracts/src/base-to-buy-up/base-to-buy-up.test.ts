import { makeAccount } from '../testing/account-fixture';
import { needsBaseToBuyUp } from './base-to-buy-up';

const base = makeAccount({ allowAccountManagement: true, hasUserSetPassword: false, email: null });

describe('needsBaseToBuyUp (access §2.6)', () => {
  it('is true for a base account signed on through an enrollment-platform provider, any case', () => {
    for (const provider of ['bnft', 'BNFT', 'EnrollmentHub', 'benefitsportal']) expect(needsBaseToBuyUp(base, provider)).toBe(true);
  });

  it('treats an empty or blank email as no email', () => {
    expect(needsBaseToBuyUp({ ...base, email: '' }, 'bnft')).toBe(true);
    expect(needsBaseToBuyUp({ ...base, email: '  ' }, 'bnft')).toBe(true);
  });

  it('is false when any condition is missing', () => {
    expect(needsBaseToBuyUp({ ...base, allowAccountManagement: false }, 'bnft')).toBe(false);
    expect(needsBaseToBuyUp({ ...base, hasUserSetPassword: true }, 'bnft')).toBe(false);
    expect(needsBaseToBuyUp({ ...base, email: 'member@example.com' }, 'bnft')).toBe(false);
  });

  it('is false for social, unknown or missing sso providers and for no account', () => {
    for (const provider of ['Google', 'Apple', 'okta', '', null, undefined]) expect(needsBaseToBuyUp(base, provider)).toBe(false);
    expect(needsBaseToBuyUp(null, 'bnft')).toBe(false);
  });
});

import { accountPatchSchema } from './account-patch';

describe('accountPatchSchema', () => {
  it('accepts any subset of the four fields', () => {
    expect(accountPatchSchema.parse({})).toEqual({});
    expect(accountPatchSchema.parse({ clientOrgId: 3, email: 'a@b.co', phoneNumber: '(555) 123-4567', hasUserSetPassword: true })).toEqual({
      clientOrgId: 3, email: 'a@b.co', phoneNumber: '5551234567', hasUserSetPassword: true,
    });
  });

  it('is strict', () => {
    expect(accountPatchSchema.safeParse({ status: 'verified' }).success).toBe(false);
  });

  it('validates each field', () => {
    expect(accountPatchSchema.safeParse({ email: 'x' }).success).toBe(false);
    expect(accountPatchSchema.safeParse({ phoneNumber: '123' }).success).toBe(false);
    expect(accountPatchSchema.safeParse({ clientOrgId: 0 }).success).toBe(false);
    expect(accountPatchSchema.safeParse({ hasUserSetPassword: 'yes' }).success).toBe(false);
  });
});

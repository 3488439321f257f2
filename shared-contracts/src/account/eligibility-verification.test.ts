import { eligibilityVerificationSchema } from './eligibility-verification';

describe('eligibilityVerificationSchema', () => {
  it('needs both a real yyyy-MM-dd date of birth and a 4-digit identification code; other params may ride along', () => {
    expect(eligibilityVerificationSchema.safeParse({ dateOfBirth: '1992-02-29', identificationCode: '3310', clientOrgId: 1001 }).success).toBe(true);
    expect(eligibilityVerificationSchema.safeParse({}).success).toBe(false);
    expect(eligibilityVerificationSchema.safeParse({ dateOfBirth: '1992-02-29' }).success).toBe(false);
    expect(eligibilityVerificationSchema.safeParse({ identificationCode: '3310' }).success).toBe(false);
    expect(eligibilityVerificationSchema.safeParse({ dateOfBirth: '1993-02-29', identificationCode: '3310' }).success).toBe(false);
    expect(eligibilityVerificationSchema.safeParse({ dateOfBirth: '1992-02-29', identificationCode: 3310 }).success).toBe(false);
    expect(eligibilityVerificationSchema.safeParse({ dateOfBirth: '1992-02-29', identificationCode: '331' }).success).toBe(false);
  });
});

import { isPlausibleDateOfBirth, verificationFormSchema } from './date-of-birth';
import { usDateToIso } from './us-date';
import { isValidIsoDate } from './iso-date';

describe('dates of birth', () => {
  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isValidIsoDate('1992-02-29')).toBe(true);
    expect(isValidIsoDate('1993-02-29')).toBe(false);
    expect(isValidIsoDate('2023-02-30')).toBe(false);
    expect(isValidIsoDate('1985-4-12')).toBe(false);
  });

  it('reads MM/DD/YYYY and M/D/YYYY as yyyy-MM-dd', () => {
    expect(usDateToIso('04/12/1985')).toBe('1985-04-12');
    expect(usDateToIso(' 4/2/1985 ')).toBe('1985-04-02');
    expect(usDateToIso('02/30/1985')).toBeNull();
    expect(usDateToIso('1985-04-12')).toBeNull();
  });

  it('refuses the future and before 1900', () => {
    const today = new Date('2026-11-22T12:00:00Z');
    expect(isPlausibleDateOfBirth('11/22/2026', today)).toBe(true);
    expect(isPlausibleDateOfBirth('11/23/2026', today)).toBe(false);
    expect(isPlausibleDateOfBirth('12/31/1899', today)).toBe(false);
  });

  it('validates the verification form with message keys', () => {
    expect(verificationFormSchema.safeParse({ dateOfBirth: '02/29/1992', identificationCode: '3310' }).success).toBe(true);
    const result = verificationFormSchema.safeParse({ dateOfBirth: '02/30/1992', identificationCode: '33' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual(['validation.dateOfBirth.invalid', 'validation.identificationCode.invalid']);
  });
});

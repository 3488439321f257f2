import { isEnrollmentPlatformProvider, toEnrollmentPlatformProvider } from './enrollment-platform-providers';

describe('enrollment-platform providers', () => {
  it('recognises the three values case-insensitively', () => {
    expect(toEnrollmentPlatformProvider('BNFT')).toBe('bnft');
    expect(toEnrollmentPlatformProvider(' enrollmenthub ')).toBe('EnrollmentHub');
    expect(isEnrollmentPlatformProvider('benefitsportal')).toBe(true);
  });

  it('does not take social providers, empty or missing names', () => {
    for (const name of ['Google', 'Apple', '', null, undefined]) expect(isEnrollmentPlatformProvider(name)).toBe(false);
  });
});

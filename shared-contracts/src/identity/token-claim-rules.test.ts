import {
  dateOfBirthClaim,
  einClaim,
  emailClaim,
  identificationCodeClaim,
  INVALID_CLAIM,
  nameClaim,
  nonZeroNumberClaim,
  phoneNumberClaim,
} from './token-claim-rules';

describe('client id / plan id rule: non-zero numbers', () => {
  it('accepts numbers and numeric strings', () => {
    expect(nonZeroNumberClaim(12)).toBe(12);
    expect(nonZeroNumberClaim('12')).toBe(12);
    expect(nonZeroNumberClaim(' 501 ')).toBe(501);
  });
  it.each([0, -0, '0', '-0', '0.0', '', '  ', 'abc', '12abc', '0x10', '1e3', 'Infinity', Number.NaN, Number.POSITIVE_INFINITY, true, {}, []])('refuses %p', (value) => {
    expect(nonZeroNumberClaim(value)).toBe(INVALID_CLAIM);
  });
  it('is null when absent', () => {
    expect(nonZeroNumberClaim(undefined)).toBeNull();
  });
});

describe('name rule: non-empty after trimming', () => {
  it('trims', () => {
    expect(nameClaim('  Ana ')).toBe('Ana');
  });
  it.each(['', '   ', '\t\n', 5])('refuses %p', (value) => {
    expect(nameClaim(value)).toBe(INVALID_CLAIM);
  });
  it('is null when absent', () => {
    expect(nameClaim(undefined)).toBeNull();
  });
});

describe('date of birth rule: yyyy-MM-dd and a valid date', () => {
  it('accepts a valid date, including 29 February of a leap year', () => {
    expect(dateOfBirthClaim('1990-05-17')).toBe('1990-05-17');
    expect(dateOfBirthClaim('2000-02-29')).toBe('2000-02-29');
  });
  it.each(['1990-02-30', '2001-02-29', '1990-13-01', '1990-00-10', '1990-04-31', '1990-05-00', '05/17/1990', '1990-5-17', '1990-05-17T00:00:00Z', ' 1990-05-17', 19900517])('refuses %p', (value) => {
    expect(dateOfBirthClaim(value)).toBe(INVALID_CLAIM);
  });
});

describe('identification code rule: exactly 4 digits', () => {
  it('accepts 4 digits', () => {
    expect(identificationCodeClaim('0042')).toBe('0042');
  });
  it.each(['042', '12345', 'abcd', '12 34', '１２３４', 1234])('refuses %p', (value) => {
    expect(identificationCodeClaim(value)).toBe(INVALID_CLAIM);
  });
  it('is null when absent', () => {
    expect(identificationCodeClaim(undefined)).toBeNull();
  });
});

describe('EIN rule: non-digits stripped, exactly 9', () => {
  it('strips non-digits', () => {
    expect(einClaim('12-3456789')).toBe('123456789');
    expect(einClaim(' 12 345 6789 ')).toBe('123456789');
    expect(einClaim(123456789)).toBe('123456789');
  });
  it.each(['12-345678', '12-34567890', 'not an ein', '', {}])('marks %p invalid (to be logged and dropped)', (value) => {
    expect(einClaim(value)).toBe(INVALID_CLAIM);
  });
  it('is null when absent', () => {
    expect(einClaim(undefined)).toBeNull();
  });
});

describe('phone rule: 11 digits drop the leading digit, 10 kept, else ignored', () => {
  it('drops the leading digit of 11', () => {
    expect(phoneNumberClaim('+15551234567')).toBe('5551234567');
  });
  it('drops the leading digit of any 11, whatever the formatting', () => {
    expect(phoneNumberClaim('1 (555) 123-4567')).toBe('5551234567');
    expect(phoneNumberClaim('25551234567')).toBe('5551234567');
  });
  it('keeps 10', () => {
    expect(phoneNumberClaim('5551234567')).toBe('5551234567');
    expect(phoneNumberClaim('(555) 123-4567')).toBe('5551234567');
  });
  it.each(['555123456', '+445551234567', '', undefined, null, {}])('ignores %p', (value) => {
    expect(phoneNumberClaim(value)).toBeNull();
  });
});

describe('email rule: simple pattern', () => {
  it('accepts an email', () => {
    expect(emailClaim('a@b.co')).toBe('a@b.co');
  });
  it.each(['not-an-email', 'a@b', 'a b@c.co', 'a@@b.co', '', 5])('refuses %p', (value) => {
    expect(emailClaim(value)).toBe(INVALID_CLAIM);
  });
  it('is null when absent', () => {
    expect(emailClaim(undefined)).toBeNull();
  });
});

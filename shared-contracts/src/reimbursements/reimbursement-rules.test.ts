import { bankAccountStatusFlags, currentBankAccount, shownBankAccountStatus, verifyByDate, type BankAccountLink } from './bank-account';
import { mailingAddressErrors, asMailingAddress, type MailingAddress } from './mailing-address';
import { acceptedRedirectPath } from './redirect-url';

const link = (status: string, extra: Partial<BankAccountLink> = {}): BankAccountLink => ({
  id: 'bal-1', institutionName: 'First Platypus Bank', accountType: 'checking', mask: '0000', status, ...extra,
});

describe('bank account status (features §4)', () => {
  it('uses the first item of the list', () => {
    expect(currentBankAccount({ items: [link('VERIFIED', { id: 'a' }), link('VERIFIED', { id: 'b' })] })?.id).toBe('a');
    expect(currentBankAccount({ items: [] })).toBeNull();
    expect(currentBankAccount(undefined)).toBeNull();
  });
  it('PENDING_VERIFICATION sets isPendingVerification, ERROR_REQUIRES_UPDATE sets hasBankAccountError', () => {
    expect(bankAccountStatusFlags(link('PENDING_VERIFICATION'))).toEqual({ isPendingVerification: true, hasBankAccountError: false });
    expect(bankAccountStatusFlags(link('ERROR_REQUIRES_UPDATE'))).toEqual({ isPendingVerification: false, hasBankAccountError: true });
    expect(bankAccountStatusFlags(link('VERIFIED'))).toEqual({ isPendingVerification: false, hasBankAccountError: false });
    expect(bankAccountStatusFlags(null)).toEqual({ isPendingVerification: false, hasBankAccountError: false });
  });
  it('does not show other statuses', () => {
    expect(shownBankAccountStatus(link('VERIFIED'))).toBe('VERIFIED');
    expect(shownBankAccountStatus(link('DISCONNECTED'))).toBeNull();
    expect(shownBankAccountStatus(null)).toBeNull();
  });
  it('gives the verify-by date ten days after the deposits were sent', () => {
    expect(verifyByDate(link('PENDING_VERIFICATION', { microDepositsSentAt: '2026-11-01T12:00:00.000Z' }))?.toISOString()).toBe('2026-11-11T12:00:00.000Z');
    expect(verifyByDate(link('PENDING_VERIFICATION'))).toBeNull();
  });
});

describe('mailing address (features §3)', () => {
  const good: MailingAddress = { line1: '100 Main St', line2: '', city: 'Austin', state: 'TX', zipCode: '78701' };
  it('accepts ZIP and ZIP+4', () => {
    expect(mailingAddressErrors(good)).toEqual({});
    expect(mailingAddressErrors({ ...good, zipCode: '78701-1234' })).toEqual({});
  });
  it.each(['7870', '787011', '78701-12', 'ABCDE', '78701 1234'])('refuses the ZIP %s', (zipCode) => {
    expect(mailingAddressErrors({ ...good, zipCode })).toEqual({ zipCode: 'validation.address.zipInvalid' });
  });
  it('needs line 1, a city, a US state and a ZIP', () => {
    expect(mailingAddressErrors({ line1: ' ', line2: '', city: '', state: 'XX', zipCode: '' })).toEqual({
      line1: 'validation.address.line1Required',
      city: 'validation.address.cityRequired',
      state: 'validation.address.stateInvalid',
      zipCode: 'validation.address.zipRequired',
    });
    expect(mailingAddressErrors({ ...good, state: 'PR' })).toEqual({});
    expect(mailingAddressErrors({ ...good, state: 'tx' })).toEqual({ state: 'validation.address.stateInvalid' });
  });
  it('caps line and city lengths', () => {
    expect(mailingAddressErrors({ ...good, line2: 'x'.repeat(101), city: 'y'.repeat(51) })).toEqual({ line2: 'validation.address.tooLong', city: 'validation.address.tooLong' });
  });
  it('reads an address from a JSON body, or null', () => {
    expect(asMailingAddress({ line1: 'a', city: 'b', state: 'TX', zipCode: '1' })).toEqual({ line1: 'a', line2: '', city: 'b', state: 'TX', zipCode: '1' });
    expect(asMailingAddress({ line1: 1 })).toBeNull();
    expect(asMailingAddress('x')).toBeNull();
  });
});

describe('redirect acceptance (features §2 redirectUrl)', () => {
  it.each([['/claims', '/claims'], ['/claims?x=1#y', '/claims?x=1#y'], ['/claims/../home', '/home']])('accepts the same-origin path %s', (value, expected) => {
    expect(acceptedRedirectPath(value)).toBe(expected);
  });
  it.each(['https://evil.example/claims', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'claims', '', null, undefined, '/\u0000x', ' /claims'])(
    'refuses %p',
    (value) => {
      expect(acceptedRedirectPath(value)).toBeNull();
    },
  );
});

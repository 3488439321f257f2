import { REMEMBERED_EMAIL_KEY, forgetRememberedEmail, readRememberedEmail, rememberEmail } from './remembered-email';

describe('remembered email', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('stores, reads and forgets under member.rememberedEmail', () => {
    expect(REMEMBERED_EMAIL_KEY).toBe('member.rememberedEmail');
    expect(readRememberedEmail()).toBeNull();
    rememberEmail('maria@example.com');
    expect(window.localStorage.getItem('member.rememberedEmail')).toBe('maria@example.com');
    expect(readRememberedEmail()).toBe('maria@example.com');
    forgetRememberedEmail();
    expect(readRememberedEmail()).toBeNull();
  });

  it('treats a blank stored value as nothing', () => {
    window.localStorage.setItem(REMEMBERED_EMAIL_KEY, '   ');
    expect(readRememberedEmail()).toBeNull();
  });

  it('keeps working when storage is unavailable', () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied);
    expect(readRememberedEmail()).toBeNull();
    expect(() => rememberEmail('maria@example.com')).not.toThrow();
    expect(() => forgetRememberedEmail()).not.toThrow();
  });
});

import type { Logger } from '../logging/logger';
import { CLAIM_KEYS } from './claim-keys';
import { parseTokenClaims } from './token-claims';

const fullPayload = {
  [CLAIM_KEYS.accountId]: 'acc-1',
  [CLAIM_KEYS.clientId]: '12',
  [CLAIM_KEYS.clientOrgId]: '34',
  [CLAIM_KEYS.planId]: '56',
  [CLAIM_KEYS.firstName]: ' Ana ',
  [CLAIM_KEYS.lastName]: 'Ruiz',
  [CLAIM_KEYS.dateOfBirth]: '1990-05-17',
  [CLAIM_KEYS.identificationCode]: '1234',
  [CLAIM_KEYS.languagePreference]: 'spanish',
  [CLAIM_KEYS.federatedEmail]: 'ana@idp.example',
  [CLAIM_KEYS.ein]: '12-3456789',
  [CLAIM_KEYS.phoneNumber]: '+15551234567',
  [CLAIM_KEYS.email]: 'ana@example.com',
};

function makeLogger() {
  return { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() } satisfies Logger;
}

const PII = ['Ana', 'Ruiz', '1990-05-17', 'ana@', '5551234567', '123456789', '1234'];
function expectNoPiiLogged(logger: ReturnType<typeof makeLogger>) {
  const logged = JSON.stringify([...logger.warn.mock.calls, ...logger.error.mock.calls, ...logger.info.mock.calls, ...logger.debug.mock.calls]);
  for (const value of PII) expect(logged).not.toContain(value);
}

describe('parseTokenClaims', () => {
  it('reads and normalises every claim', () => {
    const logger = makeLogger();
    expect(parseTokenClaims(fullPayload, logger)).toEqual({
      accountId: 'acc-1',
      clientId: 12,
      clientOrgId: 34,
      planId: 56,
      firstName: 'Ana',
      lastName: 'Ruiz',
      dateOfBirth: '1990-05-17',
      identificationCode: '1234',
      locale: 'es-US',
      federatedEmail: 'ana@idp.example',
      ein: '123456789',
      phoneNumber: '5551234567',
      email: 'ana@example.com',
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('leaves absent claims null', () => {
    const claims = parseTokenClaims({ [CLAIM_KEYS.accountId]: 'acc-1' }, makeLogger());
    expect(claims).toMatchObject({ clientId: null, planId: null, firstName: null, dateOfBirth: null, ein: null, phoneNumber: null, locale: 'en-US' });
  });

  it.each([
    ['client id 0', { [CLAIM_KEYS.clientId]: '0' }],
    ['plan id not a number', { [CLAIM_KEYS.planId]: 'x' }],
    ['blank first name', { [CLAIM_KEYS.firstName]: '  ' }],
    ['blank last name', { [CLAIM_KEYS.lastName]: '' }],
    ['impossible date of birth', { [CLAIM_KEYS.dateOfBirth]: '1990-02-30' }],
    ['3-digit code', { [CLAIM_KEYS.identificationCode]: '123' }],
    ['bad email', { [CLAIM_KEYS.email]: 'nope' }],
    ['bad federated email', { [CLAIM_KEYS.federatedEmail]: 'nope' }],
    ['no account id', { [CLAIM_KEYS.accountId]: undefined }],
  ])('logs "unable to get client data from token" and returns null for %s', (_, change) => {
    const logger = makeLogger();
    expect(parseTokenClaims({ ...fullPayload, ...change }, logger)).toBeNull();
    expect(logger.error).toHaveBeenCalledWith('unable to get client data from token', expect.any(Object));
    expectNoPiiLogged(logger);
  });

  it('returns null for a payload that is not an object', () => {
    const logger = makeLogger();
    expect(parseTokenClaims(null, logger)).toBeNull();
    expect(logger.error).toHaveBeenCalledWith('unable to get client data from token', { claim: 'payload' });
  });

  it('logs and drops a bad EIN but keeps the rest', () => {
    const logger = makeLogger();
    const claims = parseTokenClaims({ ...fullPayload, [CLAIM_KEYS.ein]: '12345' }, logger);
    expect(claims?.ein).toBeNull();
    expect(claims?.planId).toBe(56);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.error).not.toHaveBeenCalled();
    expectNoPiiLogged(logger);
  });

  it('ignores a phone that is neither 10 nor 11 digits', () => {
    const logger = makeLogger();
    expect(parseTokenClaims({ ...fullPayload, [CLAIM_KEYS.phoneNumber]: '12345' }, logger)?.phoneNumber).toBeNull();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['english', 'en-US'],
    ['spanish', 'es-US'],
    ['french', 'en-US'],
    [undefined, 'en-US'],
  ])('maps language %p to %s', (language, locale) => {
    expect(parseTokenClaims({ ...fullPayload, [CLAIM_KEYS.languagePreference]: language }, makeLogger())?.locale).toBe(locale);
  });
});

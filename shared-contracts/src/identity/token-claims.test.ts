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
function expectNoPiiLogged(logger: ReturnType<typeof makeLogger>, extra: readonly string[] = []) {
  const logged = JSON.stringify([...logger.warn.mock.calls, ...logger.error.mock.calls, ...logger.info.mock.calls, ...logger.debug.mock.calls]);
  for (const value of [...PII, ...extra]) expect(logged).not.toContain(value);
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
    ['client id the number 0', { [CLAIM_KEYS.clientId]: 0 }],
    ['client id in hex', { [CLAIM_KEYS.clientId]: '0x1f' }],
    ['plan id not a number', { [CLAIM_KEYS.planId]: 'plan-xyz' }],
    ['plan id 0', { [CLAIM_KEYS.planId]: '0' }],
    ['blank first name', { [CLAIM_KEYS.firstName]: '  ' }],
    ['blank last name', { [CLAIM_KEYS.lastName]: '' }],
    ['impossible date of birth', { [CLAIM_KEYS.dateOfBirth]: '1990-02-30' }],
    ['date of birth not yyyy-MM-dd', { [CLAIM_KEYS.dateOfBirth]: '05/17/1990' }],
    ['3-digit code', { [CLAIM_KEYS.identificationCode]: '987' }],
    ['5-digit code', { [CLAIM_KEYS.identificationCode]: '98765' }],
    ['bad email', { [CLAIM_KEYS.email]: 'ana.at.example' }],
    ['bad federated email', { [CLAIM_KEYS.federatedEmail]: 'ana.at.idp' }],
    ['no account id', { [CLAIM_KEYS.accountId]: undefined }],
    ['blank account id', { [CLAIM_KEYS.accountId]: '  ' }],
  ])('logs "unable to get client data from token" and returns null for %s, naming the claim but never its value', (_, change) => {
    const logger = makeLogger();
    expect(parseTokenClaims({ ...fullPayload, ...change }, logger)).toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith('unable to get client data from token', { claim: expect.any(String) });
    const badValues = Object.values(change).filter((value): value is string => typeof value === 'string' && value.trim().length > 1);
    expectNoPiiLogged(logger, badValues);
  });

  it('returns null for a payload that is not an object', () => {
    const logger = makeLogger();
    expect(parseTokenClaims(null, logger)).toBeNull();
    expect(logger.error).toHaveBeenCalledWith('unable to get client data from token', { claim: 'payload' });
  });

  it('logs and drops a bad EIN but keeps the rest', () => {
    const logger = makeLogger();
    const claims = parseTokenClaims({ ...fullPayload, [CLAIM_KEYS.ein]: '98-76543' }, logger);
    expect(claims?.ein).toBeNull();
    expect(claims?.planId).toBe(56);
    expect(claims?.firstName).toBe('Ana');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith('invalid ein in token, dropped', { claim: 'ein' });
    expect(logger.error).not.toHaveBeenCalled();
    expectNoPiiLogged(logger, ['98-76543', '9876543']);
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
    ['', 'en-US'],
    [42, 'en-US'],
    [undefined, 'en-US'],
  ])('maps language %p to %s', (language, locale) => {
    expect(parseTokenClaims({ ...fullPayload, [CLAIM_KEYS.languagePreference]: language }, makeLogger())?.locale).toBe(locale);
  });
});

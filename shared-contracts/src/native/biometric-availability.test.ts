import { biometricStatusForEmail, toBiometricAvailability } from './biometric-availability';

const answer = { supported: true, biometryType: 'FACE_ID' as const, enabled: false, promptAcknowledged: false };

describe('toBiometricAvailability (access §4)', () => {
  it('is AVAILABLE with shouldPrompt when not enabled and the prompt was not acknowledged', () => {
    expect(toBiometricAvailability(answer)).toEqual({ state: 'AVAILABLE', enabled: false, shouldPrompt: true });
  });

  it('does not prompt once acknowledged or enabled', () => {
    expect(toBiometricAvailability({ ...answer, promptAcknowledged: true })).toEqual({ state: 'AVAILABLE', enabled: false, shouldPrompt: false });
    expect(toBiometricAvailability({ ...answer, enabled: true })).toEqual({ state: 'AVAILABLE', enabled: true, shouldPrompt: false });
  });

  it('is UNAVAILABLE without usable biometrics or for any type but face ID', () => {
    expect(toBiometricAvailability({ ...answer, supported: false }).state).toBe('UNAVAILABLE');
    expect(toBiometricAvailability({ ...answer, biometryType: 'TOUCH_ID' }).state).toBe('UNAVAILABLE');
    expect(toBiometricAvailability({ ...answer, biometryType: 'NONE' }).state).toBe('UNAVAILABLE');
  });
});

describe('biometricStatusForEmail', () => {
  it('is ENABLED only when the stored email matches', () => {
    expect(biometricStatusForEmail('maria@example.com', 'maria@example.com')).toBe('ENABLED');
    expect(biometricStatusForEmail(' Maria@Example.com', 'maria@example.com ')).toBe('ENABLED');
    expect(biometricStatusForEmail('maria@example.com', 'james@example.com')).toBe('DISABLED');
    expect(biometricStatusForEmail(null, 'maria@example.com')).toBe('DISABLED');
    expect(biometricStatusForEmail('maria@example.com', '')).toBe('DISABLED');
    expect(biometricStatusForEmail('  ', '  ')).toBe('DISABLED');
  });
});

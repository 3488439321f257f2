import { HttpError } from '@member/shared-contracts/http';
import { usernameRecoveryOutcome, usernameRecoveryOutcomeOf } from './username-recovery';

const error = (status: number) => ({ error: new HttpError(status, 'x', new Headers()) });

describe('usernameRecoveryOutcome', () => {
  it('shows a found username masked', () => {
    expect(usernameRecoveryOutcomeOf('Maria@Example.com', { response: { items: [{ username: 'maria@example.com' }] } })).toEqual({ kind: 'found', maskedEmail: 'm•••@example.com' });
  });

  it('counts several accounts (409) as found, masking the typed email', () => {
    expect(usernameRecoveryOutcomeOf('maria@example.com', error(409))).toEqual({ kind: 'found', maskedEmail: 'm•••@example.com' });
  });

  it.each<[Parameters<typeof usernameRecoveryOutcomeOf>[1], string]>([
    [{ response: { items: [] } }, 'notFound'],
    [error(404), 'notFound'],
    [error(422), 'invalidData'],
    [error(429), 'rateLimit'],
    [error(500), 'unknown'],
    [{ error: new TypeError('Failed to fetch') }, 'unknown'],
  ])('maps %p to %s', (result, kind) => {
    expect(usernameRecoveryOutcomeOf('a@b.co', result)).toEqual({ kind });
  });

  it('maps a raw status too', () => {
    expect(usernameRecoveryOutcome('a@b.co', { status: 200, items: null })).toEqual({ kind: 'notFound' });
  });
});

/**
 * The verifier of an SRP exchange started for a username that does not exist. The exchange goes on as
 * for a real user (same shape, a salt stable per username) and ends in "Incorrect username or password.",
 * so the answers never reveal whether a user exists.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createPasswordVerifier, type PasswordVerifier } from './password-verifier';

const decoySecret = randomBytes(32);

export function decoyPasswordVerifier(poolName: string, userId: string): PasswordVerifier {
  const salt = createHmac('sha256', decoySecret).update(userId).digest('hex').slice(0, 32);
  return createPasswordVerifier(poolName, userId, randomBytes(24).toString('base64'), salt);
}

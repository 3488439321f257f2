/**
 * The verifier of a sign-in for a username that does not exist (Cognito's PreventUserExistenceErrors).
 * The SRP exchange goes on as for a real user (same shape, a salt stable per username) and a plain
 * password (USER_PASSWORD_AUTH) is checked against it with the same computation as a real one; both end
 * in "Incorrect username or password.", so neither the answers nor the time taken reveal whether a user
 * exists. The verifier itself is computed once per pool (a modular exponentiation, the costly part) so
 * that an unknown username costs what a known one does, not one exponentiation more.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createPasswordVerifier, type PasswordVerifier } from './password-verifier';

const decoySecret = randomBytes(32);
const decoyVerifiers = new Map<string, string>();

function decoyVerifierOf(poolName: string): string {
  let verifier = decoyVerifiers.get(poolName);
  if (!verifier) {
    verifier = createPasswordVerifier(poolName, randomBytes(16).toString('hex'), randomBytes(24).toString('base64')).verifier;
    decoyVerifiers.set(poolName, verifier);
  }
  return verifier;
}

export function decoyPasswordVerifier(poolName: string, userId: string): PasswordVerifier {
  const salt = createHmac('sha256', decoySecret).update(userId).digest('hex').slice(0, 32);
  return { salt, verifier: decoyVerifierOf(poolName) };
}

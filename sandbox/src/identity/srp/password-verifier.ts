/**
 * The SRP password verifier Cognito keeps instead of a password:
 * x = H(pad(salt) || H(poolName || userId || ':' || password)), v = g^x mod N.
 * The pool name is the part of the user pool id after '_' ("MemberLocal").
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { SRP_G, SRP_N, bigIntFromHex, modPow, paddedHex, sha256Hex, sha256OfHex } from './srp-group';

export interface PasswordVerifier {
  /** Hex of the salt as sent to the client in SALT. */
  salt: string;
  /** Hex of v = g^x mod N. */
  verifier: string;
}

function computePrivateKeyX(poolName: string, userId: string, password: string, saltHex: string): bigint {
  const identityHash = sha256Hex(`${poolName}${userId}:${password}`);
  return bigIntFromHex(sha256OfHex(paddedHex(bigIntFromHex(saltHex)) + identityHash));
}

export function createPasswordVerifier(poolName: string, userId: string, password: string, saltHex?: string): PasswordVerifier {
  const salt = saltHex ?? randomBytes(16).toString('hex');
  const x = computePrivateKeyX(poolName, userId, password, salt);
  return { salt, verifier: modPow(SRP_G, x, SRP_N).toString(16) };
}

/** Whether a plain password (USER_PASSWORD_AUTH, ChangePassword) matches a stored verifier. */
export function passwordMatchesVerifier(poolName: string, userId: string, password: string, stored: PasswordVerifier): boolean {
  const candidate = Buffer.from(createPasswordVerifier(poolName, userId, password, stored.salt).verifier);
  const expected = Buffer.from(stored.verifier);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

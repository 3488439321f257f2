/**
 * The RS256 key pair the pool signs tokens with, generated when the server starts, and its JWKS.
 */
import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';

export interface PublicJwk {
  kty: string;
  n: string;
  e: string;
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  jwk: PublicJwk;
}

export function generateSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const exported = publicKey.export({ format: 'jwk' });
  if (!exported.n || !exported.e || !exported.kty) throw new Error('RSA public key export lacks n / e');
  return { kid, privateKey, publicKey, jwk: { kty: exported.kty, n: exported.n, e: exported.e, kid, alg: 'RS256', use: 'sig' } };
}

export function jwksOf(key: SigningKey): { keys: PublicJwk[] } {
  return { keys: [key.jwk] };
}

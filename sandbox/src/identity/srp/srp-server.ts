/**
 * Server side of Cognito's SRP-6a exchange (USER_SRP_AUTH → PASSWORD_VERIFIER), mirroring what
 * aws-amplify v6 computes on the client:
 *   B = (k·v + g^b) mod N,  u = H(pad(A) || pad(B)),  S = (A · v^u)^b mod N,
 *   key = HKDF-SHA256(ikm = pad(S), salt = pad(u), info = 'Caldera Derived Key' || 0x01)[0..16),
 *   PASSWORD_CLAIM_SIGNATURE = base64(HMAC-SHA256(key, poolName || userId || secretBlock || timestamp)).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SRP_G, SRP_K, SRP_N, bigIntFromHex, modPow, paddedHex, sha256OfHex } from './srp-group';

export interface ServerEphemeral {
  /** Secret b, hex. Never leaves the server. */
  secret: string;
  /** Public B, hex (SRP_B). */
  public: string;
}

export function createServerEphemeral(verifierHex: string): ServerEphemeral {
  const v = bigIntFromHex(verifierHex);
  for (;;) {
    const b = bigIntFromHex(randomBytes(128).toString('hex'));
    const B = (SRP_K * v + modPow(SRP_G, b, SRP_N)) % SRP_N;
    if (B !== 0n) return { secret: b.toString(16), public: B.toString(16) };
  }
}

/** A public A the server must refuse: not hex, or A mod N = 0. */
export function isAcceptableClientPublic(srpAHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(srpAHex)) return false;
  return bigIntFromHex(srpAHex) % SRP_N !== 0n;
}

const HKDF_INFO = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);

export function derivePasswordClaimKey(input: { clientPublic: string; server: ServerEphemeral; verifier: string }): Buffer {
  const A = bigIntFromHex(input.clientPublic);
  const B = bigIntFromHex(input.server.public);
  const b = bigIntFromHex(input.server.secret);
  const v = bigIntFromHex(input.verifier);
  const u = bigIntFromHex(sha256OfHex(paddedHex(A) + paddedHex(B)));
  if (u === 0n) throw new RangeError('u cannot be zero');
  const S = modPow((A * modPow(v, u, SRP_N)) % SRP_N, b, SRP_N);
  const prk = createHmac('sha256', Buffer.from(paddedHex(u), 'hex')).update(Buffer.from(paddedHex(S), 'hex')).digest();
  return createHmac('sha256', prk).update(HKDF_INFO).digest().subarray(0, 16);
}

/** The SECRET_BLOCK as Amplify decodes it: base64, tolerating the URL-safe alphabet and missing padding. */
function secretBlockBytes(secretBlock: string): Buffer {
  const padding = '='.repeat((4 - (secretBlock.length % 4)) % 4);
  return Buffer.from((secretBlock + padding).replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

export function computePasswordClaimSignature(input: {
  key: Buffer;
  poolName: string;
  userId: string;
  secretBlock: string;
  timestamp: string;
}): string {
  return createHmac('sha256', input.key)
    .update(Buffer.concat([
      Buffer.from(input.poolName, 'utf8'),
      Buffer.from(input.userId, 'utf8'),
      secretBlockBytes(input.secretBlock),
      Buffer.from(input.timestamp, 'utf8'),
    ]))
    .digest('base64');
}

export function signaturesMatch(expectedBase64: string, receivedBase64: string): boolean {
  const expected = Buffer.from(expectedBase64, 'base64');
  const received = Buffer.from(receivedBase64, 'base64');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

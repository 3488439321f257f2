/**
 * The SRP-6a group and the hashing conventions Cognito and aws-amplify v6 share
 * (node_modules/@aws-amplify/auth/dist/esm/providers/cognito/utils/srp/*):
 * the 3072-bit RFC 5054 group, g = 2, SHA-256, and "padded hex" encodings of integers
 * (Java BigInteger.toByteArray style: even length, a leading 00 when the top bit is set).
 */
import { createHash } from 'node:crypto';

const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD1' +
  '29024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245' +
  'E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3D' +
  'C2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D' +
  '670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9' +
  'DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64' +
  'ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6B' +
  'F12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB31' +
  '43DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const SRP_N = BigInt(`0x${N_HEX}`);
export const SRP_G = 2n;

/** Even-length hex of a non-negative integer, with a leading "00" when its most significant bit is set. */
export function paddedHex(value: bigint): string {
  if (value < 0n) throw new RangeError('SRP values are never negative here');
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** SHA-256 of the bytes a hex string encodes, as hex. */
export function sha256OfHex(hex: string): string {
  return sha256Hex(Buffer.from(hex, 'hex'));
}

export function bigIntFromHex(hex: string): bigint {
  if (!/^[0-9a-f]+$/i.test(hex)) throw new RangeError('not a hex string');
  return BigInt(`0x${hex}`);
}

/** base^exponent mod modulus by square-and-multiply. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

/** k = H(pad(N) || pad(g)), as the client computes it. */
export const SRP_K = bigIntFromHex(sha256OfHex(paddedHex(SRP_N) + paddedHex(SRP_G)));

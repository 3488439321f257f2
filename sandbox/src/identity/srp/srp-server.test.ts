/**
 * The SRP building blocks against the conventions of aws-amplify's client (padded hex, timestamp format),
 * and a full exchange computed client-side the way Amplify computes it.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createPasswordVerifier, passwordMatchesVerifier } from './password-verifier';
import { SRP_G, SRP_K, SRP_N, bigIntFromHex, modPow, paddedHex, sha256OfHex } from './srp-group';
import { computePasswordClaimSignature, createServerEphemeral, derivePasswordClaimKey, isAcceptableClientPublic, signaturesMatch } from './srp-server';
import { formatSrpTimestamp, parseSrpTimestamp } from './srp-timestamp';

describe('paddedHex', () => {
  it('is even-length and gets a leading 00 when the top bit is set (Java toByteArray style)', () => {
    expect(paddedHex(20n)).toBe('14');
    expect(paddedHex(236n)).toBe('00ec');
    expect(paddedHex(0xfffn)).toBe('0fff');
    expect(paddedHex(2n)).toBe('02');
    expect(paddedHex(SRP_N).startsWith('00ffff')).toBe(true);
  });
});

describe('timestamp', () => {
  it('reads and writes "ddd MMM D HH:mm:ss UTC YYYY" with an unpadded day', () => {
    const date = new Date(Date.UTC(2026, 2, 3, 9, 5, 7));
    expect(formatSrpTimestamp(date)).toBe('Tue Mar 3 09:05:07 UTC 2026');
    expect(parseSrpTimestamp('Tue Mar 3 09:05:07 UTC 2026')?.getTime()).toBe(date.getTime());
  });

  it('refuses other formats and wrong weekdays', () => {
    expect(parseSrpTimestamp('Tue Mar 03 09:05:07 UTC 2026')).toBeUndefined();
    expect(parseSrpTimestamp('Wed Mar 3 09:05:07 UTC 2026')).toBeUndefined();
    expect(parseSrpTimestamp('2026-03-03T09:05:07Z')).toBeUndefined();
    expect(parseSrpTimestamp('Sat Feb 30 09:05:07 UTC 2026')).toBeUndefined();
  });
});

describe('a full exchange', () => {
  const poolName = 'MemberLocal';
  const userId = 'hra.primary@example.com';
  const password = 'Member-Sandbox-2026!';
  const hashHex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

  /** The client's side, step by step as aws-amplify's AuthenticationHelper computes it. */
  function clientKey(salt: string, serverPublic: string, secretA: bigint, passwordTried: string): Buffer {
    const A = modPow(SRP_G, secretA, SRP_N);
    const B = bigIntFromHex(serverPublic);
    const u = bigIntFromHex(hashHex(paddedHex(A) + paddedHex(B)));
    const identity = createHash('sha256').update(`${poolName}${userId}:${passwordTried}`).digest('hex');
    const x = bigIntFromHex(hashHex(paddedHex(bigIntFromHex(salt)) + identity));
    const base = (((B - SRP_K * modPow(SRP_G, x, SRP_N)) % SRP_N) + SRP_N) % SRP_N;
    const S = modPow(base, secretA + u * x, SRP_N);
    const prk = createHmac('sha256', Buffer.from(paddedHex(u), 'hex')).update(Buffer.from(paddedHex(S), 'hex')).digest();
    return createHmac('sha256', prk).update(Buffer.concat([Buffer.from('Caldera Derived Key'), Buffer.from([1])])).digest().subarray(0, 16);
  }

  it('server and client derive the same key from the right password, not from a wrong one', () => {
    const stored = createPasswordVerifier(poolName, userId, password);
    const secretA = bigIntFromHex(randomBytes(128).toString('hex'));
    const clientPublic = modPow(SRP_G, secretA, SRP_N).toString(16);
    expect(isAcceptableClientPublic(clientPublic)).toBe(true);
    const server = createServerEphemeral(stored.verifier);
    const serverKey = derivePasswordClaimKey({ clientPublic, server, verifier: stored.verifier });

    const secretBlock = randomBytes(64).toString('base64');
    const timestamp = formatSrpTimestamp(new Date());
    const sign = (key: Buffer) => computePasswordClaimSignature({ key, poolName, userId, secretBlock, timestamp });

    expect(signaturesMatch(sign(serverKey), sign(clientKey(stored.salt, server.public, secretA, password)))).toBe(true);
    expect(signaturesMatch(sign(serverKey), sign(clientKey(stored.salt, server.public, secretA, 'wrong-password')))).toBe(false);
  });

  it('refuses A ≡ 0 mod N', () => {
    expect(isAcceptableClientPublic(SRP_N.toString(16))).toBe(false);
    expect(isAcceptableClientPublic('0')).toBe(false);
    expect(isAcceptableClientPublic('xyz')).toBe(false);
  });

  it('k is H(pad(N) || pad(g)) and plain passwords check against the verifier', () => {
    expect(SRP_K).toBe(bigIntFromHex(sha256OfHex(paddedHex(SRP_N) + '02')));
    const stored = createPasswordVerifier(poolName, userId, password);
    expect(passwordMatchesVerifier(poolName, userId, password, stored)).toBe(true);
    expect(passwordMatchesVerifier(poolName, userId, `${password}x`, stored)).toBe(false);
  });
});

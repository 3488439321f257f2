import { amplifyTokenEntries } from '@member/shared-contracts/sign-in';
import { hasStoredIdentitySession, storedSessionNeedsIdentityLibrary } from './stored-identity-session';

const storageWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('hasStoredIdentitySession', () => {
  it('is true when the identity library stored a last signed-in user for this app client', () => {
    expect(hasStoredIdentitySession('client-1', storageWith({ 'CognitoIdentityServiceProvider.client-1.LastAuthUser': 'sub-1' }))).toBe(true);
  });

  it('is false for another app client or an empty store', () => {
    expect(hasStoredIdentitySession('client-2', storageWith({ 'CognitoIdentityServiceProvider.client-1.LastAuthUser': 'sub-1' }))).toBe(false);
    expect(hasStoredIdentitySession('client-1', storageWith({}))).toBe(false);
  });

  it('is false when storage cannot be read', () => {
    expect(hasStoredIdentitySession('client-1', { getItem: () => { throw new Error('denied'); } })).toBe(false);
  });
});

describe('storedSessionNeedsIdentityLibrary (before the config names the app client)', () => {
  const NOW = 1_800_000_000_000;
  const storageOf = (entries: Record<string, string>) => ({
    length: Object.keys(entries).length,
    key: (index: number) => Object.keys(entries)[index] ?? null,
    getItem: (key: string) => entries[key] ?? null,
  });
  const jwt = (payload: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
  const storedUser = (expiresInMs: number) => {
    const exp = Math.floor((NOW + expiresInMs) / 1000);
    return Object.fromEntries(amplifyTokenEntries('client-1', 'sub-1', { idToken: jwt({ exp }), accessToken: jwt({ exp }) }));
  };

  it("is true when some app client's stored user has tokens in their last minute, expired or unreadable", () => {
    expect(storedSessionNeedsIdentityLibrary(storageOf({ 'member.locale': 'en-US', ...storedUser(30_000) }), NOW)).toBe(true);
    expect(storedSessionNeedsIdentityLibrary(storageOf(storedUser(-60_000)), NOW)).toBe(true);
    expect(storedSessionNeedsIdentityLibrary(storageOf({ 'CognitoIdentityServiceProvider.client-1.LastAuthUser': 'sub-1' }), NOW)).toBe(true);
  });

  it('is false for fresh stored tokens, only other keys, an empty user, or unreadable storage', () => {
    expect(storedSessionNeedsIdentityLibrary(storageOf(storedUser(30 * 60_000)), NOW)).toBe(false);
    expect(storedSessionNeedsIdentityLibrary(storageOf({ 'member.locale': 'en-US', 'CognitoIdentityServiceProvider.client-1.sub-1.idToken': 'x' }), NOW)).toBe(false);
    expect(storedSessionNeedsIdentityLibrary(storageOf({ 'CognitoIdentityServiceProvider.client-1.LastAuthUser': '' }), NOW)).toBe(false);
    expect(storedSessionNeedsIdentityLibrary({ length: 1, key: () => { throw new Error('denied'); }, getItem: () => null }, NOW)).toBe(false);
  });
});

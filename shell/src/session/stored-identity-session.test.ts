import { hasAnyStoredIdentitySession, hasStoredIdentitySession } from './stored-identity-session';

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

describe('hasAnyStoredIdentitySession (before the config names the app client)', () => {
  const storageOf = (entries: Record<string, string>) => ({
    length: Object.keys(entries).length,
    key: (index: number) => Object.keys(entries)[index] ?? null,
    getItem: (key: string) => entries[key] ?? null,
  });

  it("is true when some app client's last signed-in user is stored", () => {
    expect(hasAnyStoredIdentitySession(storageOf({ 'member.locale': 'en-US', 'CognitoIdentityServiceProvider.client-1.LastAuthUser': 'sub-1' }))).toBe(true);
  });

  it('is false with only other keys, an empty user, or unreadable storage', () => {
    expect(hasAnyStoredIdentitySession(storageOf({ 'member.locale': 'en-US', 'CognitoIdentityServiceProvider.client-1.sub-1.idToken': 'x' }))).toBe(false);
    expect(hasAnyStoredIdentitySession(storageOf({ 'CognitoIdentityServiceProvider.client-1.LastAuthUser': '' }))).toBe(false);
    expect(hasAnyStoredIdentitySession({ length: 1, key: () => { throw new Error('denied'); }, getItem: () => null })).toBe(false);
  });
});

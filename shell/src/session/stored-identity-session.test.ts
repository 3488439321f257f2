import { hasStoredIdentitySession } from './stored-identity-session';

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

import { isSocialProvider, toSocialProvider } from './social-providers';

describe('isSocialProvider', () => {
  it.each(['Google', 'google', 'GOOGLE', 'Apple', 'apple'])('recognises %s', (name) => {
    expect(isSocialProvider(name)).toBe(true);
  });
  it.each(['Facebook', 'googl', '', null, undefined])('refuses %p', (name) => {
    expect(isSocialProvider(name)).toBe(false);
  });
  it('returns the canonical name', () => {
    expect(toSocialProvider('aPPle')).toBe('Apple');
  });
});

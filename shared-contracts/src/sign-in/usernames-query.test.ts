import { usernamesQuerySchema } from './usernames-query';

describe('usernamesQuerySchema (email or clientId)', () => {
  it('accepts one of the two', () => {
    expect(usernamesQuerySchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(usernamesQuerySchema.parse({ clientId: '4' })).toEqual({ clientId: 4 });
  });

  it('refuses none or both', () => {
    expect(usernamesQuerySchema.safeParse({}).success).toBe(false);
    expect(usernamesQuerySchema.safeParse({ email: 'a@b.co', clientId: 4 }).success).toBe(false);
  });
});

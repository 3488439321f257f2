import { usernameLookupReason } from './username-lookup';

describe('usernameLookupReason', () => {
  it.each([
    [409, undefined, 'duplicate'],
    [422, undefined, 'invalidData'],
    [429, undefined, 'rateLimit'],
    [404, undefined, 'notFound'],
    [200, [], 'notFound'],
    [200, [{ username: 'x' }], 'duplicate'],
    [500, undefined, 'unknown'],
    [400, undefined, 'unknown'],
  ] as const)('status %i with items %p → %s', (status, items, reason) => {
    expect(usernameLookupReason(status, items)).toBe(reason);
  });
});

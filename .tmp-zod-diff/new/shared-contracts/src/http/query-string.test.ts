import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('leaves out null and undefined, joins arrays with commas', () => {
    expect(toQueryString({ a: 1, b: null, c: undefined, d: true, id: [1, 2], none: [] })).toBe('?a=1&d=true&id=1%2C2');
  });
  it('is empty for nothing', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
  });
});

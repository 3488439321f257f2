import { KEPT_COPY_SAVED_AT, savedAtOf } from './kept-copy';

describe('savedAtOf', () => {
  it('reads when the kept copy was saved', () => {
    expect(savedAtOf({ items: [], [KEPT_COPY_SAVED_AT]: '2026-11-27T06:00:00.000Z' })).toBe('2026-11-27T06:00:00.000Z');
  });

  it('is null for a fresh answer or anything that is not a date', () => {
    expect(savedAtOf({ items: [] })).toBeNull();
    expect(savedAtOf({ items: [], saved_at: 'yesterday' })).toBeNull();
    expect(savedAtOf(null)).toBeNull();
  });
});

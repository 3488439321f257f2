import { ContentError, isContentError } from './content-errors';
import { entriesOf, singleEntryOf, toContentEntry } from './content-results';

const delivered = (id: string) => ({ sys: { id, contentType: { sys: { id: 'infoPage' } } }, fields: { title: id } });

describe('content results (member-features §5, §8)', () => {
  it('maps delivered entries to id, content type and fields', () => {
    expect(toContentEntry(delivered('a'))).toEqual({ id: 'a', contentType: 'infoPage', fields: { title: 'a' } });
  });

  it('accepts up to 1000 entries', () => {
    expect(entriesOf({ total: 1000, items: [delivered('a')] }, 'infoPage')).toHaveLength(1);
    expect(entriesOf({ total: 0, items: [] }, 'infoPage')).toEqual([]);
  });

  it('refuses a query returning more than 1000 entries', () => {
    let error: unknown;
    try {
      entriesOf({ total: 1001, items: [] }, 'infoPage');
    } catch (caught) {
      error = caught;
    }
    expect(isContentError(error)).toBe(true);
    expect((error as ContentError).kind).toBe('tooManyEntries');
  });

  it('refuses a single-entry query with no item, and gives the first item otherwise', () => {
    expect(() => singleEntryOf([], 'agent')).toThrow(expect.objectContaining({ kind: 'noItem' }) as unknown as Error);
    const entry = toContentEntry(delivered('b'));
    expect(singleEntryOf([entry], 'agent')).toBe(entry);
  });
});

import { contentImage, contentText, linkedContentType, linkedEntryId, linkedFields } from './linked-entries';

const resolved = { sys: { id: 'row1', contentType: { sys: { id: 'layoutRow' } } }, fields: { title: 'Hi' } };

describe('linked content entries', () => {
  it('reads a resolved link in the resolver’s form and the port’s', () => {
    expect(linkedFields(resolved)).toEqual({ title: 'Hi' });
    expect(linkedEntryId(resolved)).toBe('row1');
    expect(linkedContentType(resolved)).toBe('layoutRow');
    expect(linkedEntryId({ id: 'x', contentType: 'styledText', fields: {} })).toBe('x');
    expect(linkedContentType({ id: 'x', contentType: 'styledText', fields: {} })).toBe('styledText');
  });

  it('an unresolved link reads as null', () => {
    const link = { sys: { type: 'Link', linkType: 'Entry', id: 'gone' } };
    expect(linkedFields(link)).toBeNull();
    expect(linkedContentType(link)).toBeNull();
    expect(linkedFields(null)).toBeNull();
  });

  it('reads text and images', () => {
    expect(contentText('  ')).toBeNull();
    expect(contentText(3)).toBeNull();
    expect(contentImage({ fields: { title: 'T', description: 'D', file: { url: '//img/a.svg' } } })).toEqual({ url: '//img/a.svg', alt: 'D' });
    expect(contentImage({ fields: { title: 'T', file: { url: '//img/a.svg' } } })?.alt).toBe('T');
    expect(contentImage({ fields: { file: {} } })).toBeNull();
  });
});

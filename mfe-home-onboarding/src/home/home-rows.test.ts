import type { ContentEntry } from '@member/shared-contracts/mount';
import { toHomeRows } from './home-rows';

const styled = (id: string, variant: unknown, stringValue: unknown = 'Text') => ({ sys: { id, contentType: { sys: { id: 'styledText' } } }, fields: { stringValue, variant } });
const flow = (...steps: unknown[]): ContentEntry => ({ id: 'userFlowHomeScreen', contentType: 'userFlow', fields: { key: 'homeScreen', steps } });

describe('/home content rows', () => {
  it('a styledText keeps a valid §5 typography', () => {
    expect(toHomeRows(flow(styled('a', 'xlarge.bold')))).toEqual([{ kind: 'styledText', id: 'a', text: 'Text', typography: { size: 'xlarge', weight: 'bold' } }]);
  });

  it.each([['huge.bold'], ['large.heavy'], ['large'], [''], [undefined], [42], ['large.bold.italic']])('typography %p falls back to base.regular', (variant) => {
    expect(toHomeRows(flow(styled('a', variant)))[0]).toMatchObject({ typography: { size: 'base', weight: 'regular' } });
  });

  it('a layoutRow gives title, description and image', () => {
    const row = { sys: { id: 'r', contentType: { sys: { id: 'layoutRow' } } }, fields: { title: 'T', description: 'D', image: { fields: { title: 'Care team', file: { url: '//x/y.svg' } } } } };
    expect(toHomeRows(flow(row))).toEqual([{ kind: 'layoutRow', id: 'r', title: 'T', description: 'D', image: { url: '//x/y.svg', alt: 'Care team' } }]);
  });

  it('leaves out unresolved steps, empty text and other types, keeping the order of the rest', () => {
    const rows = toHomeRows(flow(styled('a', 'small.italic', ' '), { sys: { id: 'gone', type: 'Link' } }, { sys: { id: 'o', contentType: { sys: { id: 'agent' } } }, fields: { name: 'x' } }, styled('b', 'micro.regular')));
    expect(rows.map((row) => row.id)).toEqual(['b']);
  });

  it('no steps, no rows', () => {
    expect(toHomeRows({ id: 'x', contentType: 'userFlow', fields: {} })).toEqual([]);
  });
});

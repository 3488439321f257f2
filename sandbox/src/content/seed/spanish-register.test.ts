import { informalSpanishWords } from '@member/shared-contracts/i18n';
import type { LocalizedField } from '../content-model';
import { contentSeed } from './index';

const spanishOf = (field: LocalizedField): string[] => {
  const value = field['es-US'];
  return typeof value === 'string' ? [value] : [];
};

describe('seeded content speaks Spanish as "usted", like the app', () => {
  it('no entry field and no asset title or description is in "tú"', () => {
    const texts = [
      ...contentSeed.entries.flatMap((entry) => Object.entries(entry.fields).flatMap(([name, field]) => spanishOf(field).map((text) => [`${entry.id}.${name}`, text] as const))),
      ...contentSeed.assets.flatMap((asset) => [...spanishOf(asset.title), ...spanishOf(asset.description)].map((text) => [asset.id, text] as const)),
    ];
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.flatMap(([where, text]) => informalSpanishWords(text).map((word) => `${where}: ${word}`))).toEqual([]);
  });
});

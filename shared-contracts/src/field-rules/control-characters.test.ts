import { escapeControlCharacters, findControlCharacter } from './control-characters';

describe('findControlCharacter', () => {
  it('finds NUL and other control characters in values and keys, at any depth', () => {
    expect(findControlCharacter('a\u0000b')).toBe('(value)');
    expect(findControlCharacter({ email: 'x@example.com\u0000' })).toBe('email');
    expect(findControlCharacter({ list: ['ok', { deep: 'bell\u0007' }] })).toBe('list.1.deep');
    expect(findControlCharacter({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(findControlCharacter({ text: 'DEL\u007f' })).toBe('text');
    expect(findControlCharacter({ text: 'sep\u2028' })).toBe('text');
  });

  it('lets ordinary text, tabs and line breaks, numbers and booleans pass', () => {
    expect(findControlCharacter({ message: 'two\nlines\twith tab\r', n: 1, b: true, z: null, accents: 'Lucía Hernández' })).toBeNull();
    expect(findControlCharacter(undefined)).toBeNull();
  });
});

describe('escapeControlCharacters', () => {
  it('writes line breaks, tabs, escapes and backslashes so the text stays on one line', () => {
    expect(escapeControlCharacters('a\nINFO forged\r\tb\u001b[31m\\')).toBe('a\\nINFO forged\\r\\tb\\u001b[31m\\\\');
    expect(escapeControlCharacters('plain text')).toBe('plain text');
    expect(escapeControlCharacters('x\u2028y')).toBe('x\\u2028y');
  });
});

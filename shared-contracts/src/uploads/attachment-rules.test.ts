import { ATTACHMENT_MAX_BYTES, judgeAttachment } from './attachment-rules';
import { ATTACHMENT_FILE_NAME_MAX } from './attachment-file-name';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)));
const PDF = bytes('%PDF-1.7\n');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR');
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const heif = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0]);
const WINDOWS_PROGRAM = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);
const HTML = bytes('<!doctype html><script>');

const judge = (head: Uint8Array, type = 'application/pdf', name = 'invoice.pdf', size = 1000) => judgeAttachment({ name, type, size, head });

describe('attachment rule', () => {
  it('recognises each format by its first bytes, whatever type was declared', () => {
    expect(judge(PDF)).toEqual({ error: null, contentType: 'application/pdf' });
    expect(judge(JPEG, 'image/jpeg')).toEqual({ error: null, contentType: 'image/jpeg' });
    expect(judge(PNG, 'image/png')).toEqual({ error: null, contentType: 'image/png' });
    expect(judge(WEBP, 'image/webp')).toEqual({ error: null, contentType: 'image/webp' });
    for (const brand of ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis']) {
      expect(judge(heif(brand), '')).toEqual({ error: null, contentType: 'image/heic' });
    }
    // A PNG saved as photo.jpg is still a photo: stored as the PNG it is.
    expect(judge(PNG, 'image/jpeg', 'photo.jpg')).toEqual({ error: null, contentType: 'image/png' });
  });

  it('refuses content that is not what it is declared as, and content of no allowed type', () => {
    expect(judge(WINDOWS_PROGRAM, 'application/pdf')).toEqual({ error: 'contentMismatch' });
    expect(judge(HTML, 'image/jpeg', 'photo.jpg')).toEqual({ error: 'contentMismatch' });
    expect(judge(bytes('hello'), 'text/plain', 'notes.txt')).toEqual({ error: 'wrongType' });
    expect(judge(bytes('PK', [3, 4]), '', 'notes.zip')).toEqual({ error: 'wrongType' });
    // Near misses: a truncated signature, another ISO-BMFF brand (MP4), a RIFF that is a WAV.
    expect(judge(bytes('%PDF'))).toEqual({ error: 'contentMismatch' });
    expect(judge(bytes([0xff, 0xd8]), 'image/jpeg')).toEqual({ error: 'contentMismatch' });
    expect(judge(bytes([0, 0, 0, 0x18], 'ftypisom'), 'image/heic')).toEqual({ error: 'contentMismatch' });
    expect(judge(bytes('RIFF', [0, 0, 0, 0], 'WAVE'), 'image/webp')).toEqual({ error: 'contentMismatch' });
    expect(judge(new Uint8Array(), 'image/png', 'x.png', 1)).toEqual({ error: 'contentMismatch' });
  });

  it('refuses empty and larger files', () => {
    expect(judge(PDF, 'application/pdf', 'a.pdf', ATTACHMENT_MAX_BYTES).error).toBeNull();
    expect(judge(PDF, 'application/pdf', 'a.pdf', ATTACHMENT_MAX_BYTES + 1)).toEqual({ error: 'tooLarge' });
    expect(judge(new Uint8Array(), 'image/png', 'a.png', 0)).toEqual({ error: 'empty' });
  });

  it('accepts a plain one-line file name, not a path, an empty one, an over-long one, a control or a bidi character', () => {
    const named = (name: string) => judge(PDF, 'application/pdf', name).error;
    expect(named('EOB March.pdf')).toBeNull();
    expect(named('Factura de la clínica — 2026.pdf')).toBeNull();
    expect(named('فاتورة.pdf')).toBeNull();
    expect(named('x'.repeat(ATTACHMENT_FILE_NAME_MAX))).toBeNull();
    expect(named('x'.repeat(ATTACHMENT_FILE_NAME_MAX + 1))).toBe('badName');
    expect(named('../etc/passwd')).toBe('badName');
    expect(named('a\\b.pdf')).toBe('badName');
    expect(named('  ')).toBe('badName');
    for (const control of ['\u0000', '\n', '\u001b', '\u007f', '\u0085', '\u009f']) expect(named(`bill${control}.pdf`)).toBe('badName');
    for (const bidi of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c']) {
      expect(named(`invoice${bidi}fdp.exe`)).toBe('badName');
    }
  });
});

/**
 * Files to upload in tests, as real as the attachment rule needs: it judges the first bytes, so a
 * test file must be what it says (a 1×1 PNG), and an attack must be what the attacker would send.
 */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);

/** The start of a Windows program: the `MZ` DOS header, then the stub's message. */
export const WINDOWS_PROGRAM = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000', 'hex'), Buffer.from('This program cannot be run in DOS mode.')]);

/** A web page with a script: what a stored file must never become in the API's origin. */
export const HTML_PAGE = Buffer.from('<!doctype html><title>Invoice</title><script>fetch("/accounts")</script>');

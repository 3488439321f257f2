import { ATTACHMENT_FILE_NAME_MAX, ATTACHMENT_MAX_BYTES, attachmentError, isAttachmentFileName } from './attachment-rules';

describe('attachment rule', () => {
  it('accepts photos and PDFs up to 10 MiB', () => {
    expect(attachmentError({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(attachmentError({ type: 'application/pdf', size: ATTACHMENT_MAX_BYTES })).toBeNull();
    expect(attachmentError({ type: 'image/PNG', size: 1 })).toBeNull();
    expect(attachmentError({ type: 'image/png; charset=binary', size: 1 })).toBeNull();
  });
  it('refuses other types, empty files and larger files', () => {
    expect(attachmentError({ type: 'text/html', size: 10 })).toBe('wrongType');
    expect(attachmentError({ type: '', size: 10 })).toBe('wrongType');
    expect(attachmentError({ type: 'image/png', size: 0 })).toBe('empty');
    expect(attachmentError({ type: 'image/png', size: ATTACHMENT_MAX_BYTES + 1 })).toBe('tooLarge');
  });
  it('accepts a plain one-line file name, not a path, an empty one, a control character or an over-long one', () => {
    expect(isAttachmentFileName('EOB March.pdf')).toBe(true);
    expect(isAttachmentFileName('x'.repeat(ATTACHMENT_FILE_NAME_MAX))).toBe(true);
    expect(isAttachmentFileName('x'.repeat(ATTACHMENT_FILE_NAME_MAX + 1))).toBe(false);
    expect(isAttachmentFileName('../etc/passwd')).toBe(false);
    expect(isAttachmentFileName('a\\b.pdf')).toBe(false);
    expect(isAttachmentFileName('two\nlines.pdf')).toBe(false);
    expect(isAttachmentFileName('  ')).toBe(false);
  });
});

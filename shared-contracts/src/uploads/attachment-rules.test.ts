import { ATTACHMENT_MAX_BYTES, attachmentError } from './attachment-rules';

describe('attachment rule', () => {
  it('accepts photos and PDFs up to 10 MiB', () => {
    expect(attachmentError({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(attachmentError({ type: 'application/pdf', size: ATTACHMENT_MAX_BYTES })).toBeNull();
    expect(attachmentError({ type: 'image/PNG', size: 1 })).toBeNull();
  });
  it('refuses other types, empty files and larger files', () => {
    expect(attachmentError({ type: 'text/html', size: 10 })).toBe('wrongType');
    expect(attachmentError({ type: '', size: 10 })).toBe('wrongType');
    expect(attachmentError({ type: 'image/png', size: 0 })).toBe('empty');
    expect(attachmentError({ type: 'image/png', size: ATTACHMENT_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});

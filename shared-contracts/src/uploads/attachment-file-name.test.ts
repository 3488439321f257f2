import { printableFileName } from './attachment-file-name';

describe('printableFileName', () => {
  it('shows controls and bidi overrides as U+FFFD, so the name cannot reorder the message around it', () => {
    expect(printableFileName('invoice\u202efdp.exe')).toBe('invoice\ufffdfdp.exe');
    expect(printableFileName('two\nlines\u2066.pdf')).toBe('two\ufffdlines\ufffd.pdf');
    expect(printableFileName('Factura clínica.pdf')).toBe('Factura clínica.pdf');
  });
});

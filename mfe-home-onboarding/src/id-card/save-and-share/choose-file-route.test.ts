import { chooseFileRoute, type FileRouteEnvironment } from './choose-file-route';

const file = new File(['%PDF-1.3'], 'id-cards.pdf', { type: 'application/pdf' });
const browser = (canShare: boolean | undefined): FileRouteEnvironment => ({
  native: { isNative: false },
  navigator: canShare === undefined ? {} : { canShare: () => canShare, share: () => Promise.resolve() },
});

describe('where the ID cards PDF goes', () => {
  it('inside the native shell: the share sheet through the bridge, for Save and Share alike', () => {
    const native: FileRouteEnvironment = { native: { isNative: true, shareFile: () => Promise.resolve() }, navigator: { canShare: () => true, share: () => Promise.resolve() } };
    expect(chooseFileRoute('share', file, native)).toBe('bridge');
    expect(chooseFileRoute('save', file, native)).toBe('bridge');
  });

  it('a native shell without the share message (an older one) falls back as a browser does', () => {
    expect(chooseFileRoute('share', file, { native: { isNative: true }, navigator: {} })).toBe('download');
  });

  it('Share in a browser that can share this file: the Web Share API', () => {
    expect(chooseFileRoute('share', file, browser(true))).toBe('web-share');
  });

  it('Share where the browser cannot share files, or has no Web Share API: a download', () => {
    expect(chooseFileRoute('share', file, browser(false))).toBe('download');
    expect(chooseFileRoute('share', file, browser(undefined))).toBe('download');
  });

  it('Save as PDF in a browser: always a download', () => {
    expect(chooseFileRoute('save', file, browser(true))).toBe('download');
  });
});

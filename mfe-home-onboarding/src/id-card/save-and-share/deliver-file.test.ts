import { deliverFile } from './deliver-file';
import type { FileRouteEnvironment } from './choose-file-route';

const file = new File(['%PDF-1.3'], 'id-cards.pdf', { type: 'application/pdf' });
const failure = (name: string) => Object.assign(new Error(name), { name });
const sharingBrowser = (share: jest.Mock): FileRouteEnvironment => ({ native: { isNative: false }, navigator: { canShare: () => true, share } });

describe('handing the ID cards PDF over', () => {
  it('shares the file through the Web Share API', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const download = jest.fn();
    await expect(deliverFile('share', file, sharingBrowser(share), download)).resolves.toBe('web-share');
    expect(share).toHaveBeenCalledWith({ files: [file] });
    expect(download).not.toHaveBeenCalled();
  });

  it('a share sheet the member closes is not a failure, and downloads nothing', async () => {
    const download = jest.fn();
    await expect(deliverFile('share', file, sharingBrowser(jest.fn().mockRejectedValue(failure('AbortError'))), download)).resolves.toBe('web-share');
    expect(download).not.toHaveBeenCalled();
  });

  it('a browser that refuses the share (user activation ran out) downloads instead', async () => {
    const download = jest.fn();
    await expect(deliverFile('share', file, sharingBrowser(jest.fn().mockRejectedValue(failure('NotAllowedError'))), download)).resolves.toBe('download');
    expect(download).toHaveBeenCalledWith(file);
  });

  it('any other share error fails', async () => {
    await expect(deliverFile('share', file, sharingBrowser(jest.fn().mockRejectedValue(failure('DataError'))), jest.fn())).rejects.toThrow('DataError');
  });

  it('inside the native shell the bridge gets the file; its failure fails', async () => {
    const shareFile = jest.fn().mockResolvedValue(undefined);
    const download = jest.fn();
    await expect(deliverFile('save', file, { native: { isNative: true, shareFile }, navigator: {} }, download)).resolves.toBe('bridge');
    expect(shareFile).toHaveBeenCalledWith(file);
    expect(download).not.toHaveBeenCalled();
    await expect(deliverFile('share', file, { native: { isNative: true, shareFile: jest.fn().mockRejectedValue(new Error('native request failed: nativeError')) }, navigator: {} }, download))
      .rejects.toThrow('nativeError');
  });
});

import { chooseFileRoute, type FileIntent, type FileRoute, type FileRouteEnvironment } from './choose-file-route';
import { downloadFile } from '@member/remote-runtime';

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

/**
 * Hands the file to where `chooseFileRoute` says. A share sheet the member closes (AbortError) is not a
 * failure. A browser that refuses the share (NotAllowedError: the press's user activation ran out while the
 * PDF was made) gets the download instead. Anything else rejects, for the screen to say so.
 */
export async function deliverFile(intent: FileIntent, file: File, environment: FileRouteEnvironment, download = (saved: File) => downloadFile(saved, saved.name)): Promise<FileRoute> {
  const route = chooseFileRoute(intent, file, environment);
  if (route === 'bridge') {
    await environment.native.shareFile?.(file);
    return route;
  }
  if (route === 'web-share') {
    try {
      await environment.navigator.share?.({ files: [file] });
      return route;
    } catch (error) {
      if (errorName(error) === 'AbortError') return route;
      if (errorName(error) !== 'NotAllowedError') throw error;
    }
  }
  download(file);
  return 'download';
}

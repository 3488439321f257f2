import type { NativePort } from '@member/shared-contracts/mount';

/** Where a generated file goes: the native share sheet through the bridge, the browser's Web Share API, or a download. */
export type FileRoute = 'bridge' | 'web-share' | 'download';

/** What the member asked for: "Save as PDF" or "Share". */
export type FileIntent = 'save' | 'share';

export interface FileRouteEnvironment {
  native: Pick<NativePort, 'isNative' | 'shareFile'>;
  navigator: Partial<Pick<Navigator, 'canShare' | 'share'>>;
}

/**
 * Inside the native shell both go to the share sheet (a web view has no downloads; the sheet offers
 * "Save to Files"), when the shell has the bridge message. In a browser "Share" uses the Web Share API
 * when it says it can share this file (`canShare({ files })`: desktop Firefox and many desktop Chromes
 * cannot); otherwise, and for "Save as PDF", the file downloads.
 */
export function chooseFileRoute(intent: FileIntent, file: File, { native, navigator }: FileRouteEnvironment): FileRoute {
  if (native.isNative && native.shareFile) return 'bridge';
  if (intent === 'share' && navigator.share && navigator.canShare?.({ files: [file] })) return 'web-share';
  return 'download';
}

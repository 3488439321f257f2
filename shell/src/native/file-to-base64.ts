/** A file's bytes as base64, the form the bridge's JSON carries them in (`shareFile`). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  // In slices: one `String.fromCharCode(...bytes)` over a large file overflows the call stack.
  const SLICE = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  return btoa(binary);
}

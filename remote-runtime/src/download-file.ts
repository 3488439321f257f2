/** Some browsers read the object URL after `click()` returns: it is revoked a little later, not at once. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Hands a file the page holds (a claim document, the ID cards PDF) to the browser as a download under its
 * name: no URL a third party could see, no token in a URL.
 */
export function downloadFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

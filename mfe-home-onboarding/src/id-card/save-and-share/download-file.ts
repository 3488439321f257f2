/** Some browsers read the object URL after `click()` returns: it is revoked a little later, not at once. */
const REVOKE_AFTER_MS = 10_000;

/** Downloads a file the page made, under its own name. */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Reloads the app (the refresh of the error, no-internet and app-update pages). One place, so tests can mock it. */
export function reloadApp(): void {
  window.location.reload();
}

/** Loads `path` as a page of its own (leaving the offline card's document). One place, so tests can mock it. */
export function openAsPage(path: string): void {
  window.location.assign(path);
}

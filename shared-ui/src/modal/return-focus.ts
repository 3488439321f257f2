/**
 * Where focus goes when a dialog has closed (WCAG 2.4.3 Focus Order). react-aria's FocusScope puts it
 * back on the element that had it when the dialog opened, which is right when that element is still
 * there. A dialog that opened with its page (a `?modal=` prompt, the onboarding modal, a prompt over a
 * page nobody touched) had only `<body>` to go back to, and an opener can leave while the dialog is
 * open: focus then stays on `<body>`, a screen reader is left nowhere and the next Tab starts over from
 * the top. Then focus goes to the page's heading instead, as on a route change.
 */
export function returnFocus(opener: Element | null, doc: Document = document): void {
  const active = doc.activeElement;
  // Somewhere already: react-aria's restore, the page, or the member put it there.
  if (active && active !== doc.body && active.isConnected) return;
  const target = isFocusableOpener(opener, doc) ? opener : pageHeading(doc);
  if (!target) return;
  if (target.tagName === 'H1' && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

function isFocusableOpener(opener: Element | null, doc: Document): opener is HTMLElement {
  return opener instanceof HTMLElement && opener !== doc.body && opener.isConnected;
}

/** The page's h1 (in `<main>` when there is one: the shell's pages put theirs there). */
function pageHeading(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1');
}

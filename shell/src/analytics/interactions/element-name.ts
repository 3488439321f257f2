import type { i18n as I18n } from 'i18next';
import { matchRoute } from '@member/shared-contracts/routes';
import { staticCopyKey } from './static-copy-key';

/** A name a screen gives an element on purpose (`data-analytics="tab.claims"`); it wins over any other. */
const NAME_ATTRIBUTE = 'data-analytics';
/** Marks an element whose coming into view is reported (features §7 "views"); its value names it. */
export const VIEW_ATTRIBUTE = 'data-analytics-view';

const UNNAMED = 'unnamed';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

function isFormField(element: Element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/** The element's accessible name, as far as the names our screens use go: aria-label, aria-labelledby, label, text. */
function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return normalise(label);
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return normalise(labelledBy.split(/\s+/).map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' '));
  }
  if (isFormField(element)) return normalise(element.labels?.[0]?.textContent ?? '');
  return normalise(element.textContent ?? '');
}

/** Where a link goes, by route pattern (`/claim-details/:id`) or, leaving the app, by host only. */
function linkDestination(element: Element): string | null {
  const href = element.getAttribute('href');
  if (!href || element.tagName !== 'A') return null;
  const url = new URL(href, element.ownerDocument.baseURI);
  if (url.origin !== element.ownerDocument.location?.origin) return `external:${url.hostname}`;
  return matchRoute(url.pathname)?.route.path ?? null;
}

/**
 * How an element is named in analytics (features §7 clicks, views and input changes). Never by what it
 * shows — a provider, a claim, a member's name or what they typed can be in the text — but by, in order:
 * the name a screen gave it, the translation key of its accessible name when that is our fixed copy (the
 * same in every language), where a link leads (route pattern or host), a form field's `name`; else
 * "unnamed".
 */
export function elementName(element: Element, i18n: Pick<I18n, 'language' | 'store'>): string {
  const given = element.closest(`[${NAME_ATTRIBUTE}]`)?.getAttribute(NAME_ATTRIBUTE) ?? element.getAttribute(VIEW_ATTRIBUTE);
  if (given) return given;
  const key = staticCopyKey(i18n, accessibleName(element));
  if (key) return key;
  const destination = linkDestination(element);
  if (destination) return destination;
  if (isFormField(element) && element.name) return element.name;
  return UNNAMED;
}

/** The element's role: its ARIA role, else what its tag is (`link`, `button`, `checkbox`, `textbox`...). */
export function elementRole(element: Element): string {
  const role = element.getAttribute('role');
  if (role) return role;
  if (element instanceof HTMLInputElement) return ['checkbox', 'radio', 'submit', 'button'].includes(element.type) ? element.type : 'textbox';
  const byTag: Record<string, string> = { A: 'link', BUTTON: 'button', SELECT: 'combobox', TEXTAREA: 'textbox', DIALOG: 'dialog', SUMMARY: 'button' };
  return byTag[element.tagName] ?? 'region';
}

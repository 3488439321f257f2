import type { i18n as I18n } from 'i18next';

/** Copy that takes values (`{{name}}`) or markup (`<0>`) can carry what a member is: it never names an element. */
const TAKES_VALUES = /{{|<\d+>|<\w+>/;

function findKey(resources: unknown, text: string, prefix: string): string | null {
  if (typeof resources === 'string') return resources === text && !TAKES_VALUES.test(resources) ? prefix : null;
  if (!resources || typeof resources !== 'object') return null;
  for (const [key, value] of Object.entries(resources)) {
    const found = findKey(value, text, prefix ? `${prefix}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * The translation key (`namespace:key`) whose copy, in the current language, is exactly `text`; null when
 * the text is not our fixed copy. A key is the same in English and Spanish and can only ever be words we
 * wrote, so it names an element without risk of a name, a claim or something typed reaching analytics.
 */
export function staticCopyKey(i18n: Pick<I18n, 'language' | 'store'>, text: string): string | null {
  if (!text) return null;
  const namespaces = i18n.store.data[i18n.language] ?? {};
  // Namespaces in name order, not load order: copy two keys share resolves to the same key in each language.
  for (const namespace of Object.keys(namespaces).sort()) {
    const resources = namespaces[namespace];
    const key = findKey(resources, text, '');
    if (key) return `${namespace}:${key}`;
  }
  return null;
}

import type { i18n as I18n, ResourceKey } from 'i18next';

const given = new WeakMap<I18n, Set<string>>();

/**
 * Strings a lazily loaded part carries in its own chunk, so no first load carries them (the shell's
 * banners, idle prompt and site map; mfe-home-onboarding's pages past /home), added to `namespace` once
 * per i18next instance and per `part`. Merged deep and never overwriting: a content-managed application
 * string (features §4) already there stays, and the part's other strings fill in around it. Synchronous,
 * so a part calls it during its first render, before any `t()`.
 */
export function addPartStrings(i18n: I18n, part: string, namespace: string, byLanguage: Readonly<Record<string, ResourceKey>>): void {
  const parts = given.get(i18n) ?? new Set<string>();
  if (parts.has(part)) return;
  for (const [language, strings] of Object.entries(byLanguage)) i18n.addResourceBundle(language, namespace, strings, true, false);
  given.set(i18n, parts.add(part));
}

import type { i18n as I18n } from 'i18next';
import {
  APPLICATION_STRING_TYPES,
  LOCALES,
  applicationStringClientOrgIds,
  mergeApplicationStrings,
  type ApplicationStringFields,
  type ApplicationStrings,
  type ContentPort,
  type Locale,
} from '@member/shared-contracts';

/**
 * The content packages the shell loads; each one overrides the i18next namespace of the same name
 * (`common`: the strings every app shares, `shell`: the shell's own). Remotes query their own packages
 * through the content port.
 */
export const SHELL_CONTENT_PACKAGES = ['common', 'shell'] as const;

/**
 * Application strings by package, the default ones plus the member's organisation's (member-features §7),
 * for both locales (so a language switch needs no new request). Legacy `applicationString` first, then
 * `applicationStringV2`, so V2 wins.
 */
export async function loadApplicationStrings(content: ContentPort, clientOrgId: number | string | null): Promise<Record<Locale, ApplicationStrings>> {
  const fields = { package: SHELL_CONTENT_PACKAGES, clientOrgId: applicationStringClientOrgIds(clientOrgId) };
  const perLocale = await Promise.all(
    LOCALES.map(async (locale) => {
      const byType = await Promise.all(
        APPLICATION_STRING_TYPES.map((contentType) => content.getEntries<ApplicationStringFields>({ contentType, locale, fields })),
      );
      return [locale, mergeApplicationStrings(byType.flat(), clientOrgId, SHELL_CONTENT_PACKAGES)] as const;
    }),
  );
  return Object.fromEntries(perLocale) as Record<Locale, ApplicationStrings>;
}

/** Adds the strings to i18next over the bundled ones (package = namespace; dotted ids nest). */
export function addApplicationStrings(i18n: I18n, strings: Record<Locale, ApplicationStrings>): void {
  for (const [locale, packages] of Object.entries(strings)) {
    for (const [namespace, values] of Object.entries(packages)) i18n.addResources(locale, namespace, values);
  }
}

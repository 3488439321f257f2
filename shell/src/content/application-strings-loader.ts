import type { i18n as I18n } from 'i18next';
import { APPLICATION_STRING_TYPES, applicationStringClientOrgIds, mergeApplicationStrings, type ApplicationStringFields, type ApplicationStrings } from '@member/shared-contracts/content';
import { LOCALES, type Locale } from '@member/shared-contracts/i18n';
import { type ContentPort } from '@member/shared-contracts/mount';

/**
 * The content packages the shell loads; each one overrides the i18next namespace of the same name
 * (`common`: the strings every app shares, `shell`: the shell's own). Remotes query their own packages
 * through the content port.
 */
const SHELL_CONTENT_PACKAGES = ['common', 'shell'] as const;

/**
 * One locale's application strings by package, the default ones plus the member's organisation's
 * (member-features §7). Legacy `applicationString` first, then `applicationStringV2`, so V2 wins.
 */
export async function loadApplicationStrings(content: ContentPort, clientOrgId: number | string | null, locale: Locale): Promise<ApplicationStrings> {
  const fields = { package: SHELL_CONTENT_PACKAGES, clientOrgId: applicationStringClientOrgIds(clientOrgId) };
  const byType = await Promise.all(
    APPLICATION_STRING_TYPES.map((contentType) => content.getEntries<ApplicationStringFields>({ contentType, locale, fields })),
  );
  return mergeApplicationStrings(byType.flat(), clientOrgId, SHELL_CONTENT_PACKAGES);
}

/** Adds one locale's strings to i18next over the bundled ones (package = namespace; dotted ids nest). */
export function addApplicationStrings(i18n: I18n, locale: Locale, strings: ApplicationStrings): void {
  for (const [namespace, values] of Object.entries(strings)) i18n.addResources(locale, namespace, values);
}

/** The other languages, loaded once the member's own are in (a later language switch then waits for nothing). */
export function otherLocales(locale: Locale): Locale[] {
  return LOCALES.filter((other) => other !== locale);
}

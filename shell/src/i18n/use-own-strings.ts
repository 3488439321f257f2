import { useTranslation } from '@member/i18n';
import { addPartStrings } from '@member/remote-runtime';
import { DEFAULT_LOCALE } from '@member/shared-contracts/i18n';

/** `a.b` + strings → `{ a: { b: strings } }`: where the strings go in the `shell` namespace. */
function nestedAt(path: string, strings: Record<string, unknown>): Record<string, unknown> {
  return path.split('.').reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), strings);
}

/**
 * The `shell` strings of a part that loads after the first page (the banners, the idle prompt, the site
 * map) travel in the part's chunk, not in every first load (the first-load budgets of the sign-in screen
 * and /home, docs/performance.md). The part hands over its default-language (en-US)
 * strings and they join the namespace under `path` before its first `t()` (`addPartStrings`: once per
 * instance, never overwriting a content-managed application string already there). Their es-US twins
 * stay in the `strings-es-US` chunk with the rest of the shell's Spanish, which is there before any
 * Spanish page renders, and en-US is the fallback language, so no language ever shows a key. Answers
 * the namespace's `t`, as `useTranslation('shell')` does.
 */
export function useOwnStrings(path: string, defaultLanguageStrings: Record<string, unknown>) {
  const translation = useTranslation('shell');
  addPartStrings(translation.i18n, `shell:${path}`, 'shell', { [DEFAULT_LOCALE]: nestedAt(path, defaultLanguageStrings) });
  return translation;
}

import { lazy, type ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { useRemoteProps } from '@member/remote-runtime';

/**
 * The strings of the screens a visitor reaches after the sign-in screen (MFA code, new password,
 * recovery, verification, account and security) are their own chunk, so the sign-in screen's first load
 * carries only its own copy. They join this remote's namespace once per page while the screen's own
 * chunk loads: in en-US at once, in es-US once this remote's Spanish strings are there — if Spanish is
 * not in use yet, they come along when it is (`loadSpanishStrings`).
 */
const loaded = new WeakMap<I18n, Promise<void>>();
let activeI18n: I18n | null = null;

const importSpanishScreens = () => import(/* webpackChunkName: "screen-strings" */ '../locales/es-US.screens.json');

export function loadScreenStrings(i18n: I18n): Promise<void> {
  let loading = loaded.get(i18n);
  if (!loading) {
    loading = Promise.all([import(/* webpackChunkName: "screen-strings" */ '../locales/en-US.screens.json'), importSpanishScreens()]).then(([en, es]) => {
      i18n.addResourceBundle('en-US', 'mfe_auth', en.default, true, false);
      if (i18n.hasResourceBundle('es-US', 'mfe_auth')) i18n.addResourceBundle('es-US', 'mfe_auth', es.default, true, false);
    });
    loaded.set(i18n, loading);
  }
  return loading;
}

/**
 * This remote's es-US strings (defineRemote loads them when Spanish is in use): the first
 * screens' own chunk, and the later screens' too once any of them was opened on this page. The two
 * files share no top-level key.
 */
export async function loadSpanishStrings(i18n: I18n): Promise<Record<string, unknown>> {
  const first = (await import(/* webpackChunkName: "strings-es-US" */ '../locales/es-US.json')).default;
  if (!loaded.has(i18n)) return first;
  return { ...first, ...(await importSpanishScreens()).default };
}

/** Rendered once at the top of the remote: remembers the i18n instance the lazy screens add their strings to. */
export function useScreenStringsTarget(): void {
  const { i18n } = useRemoteProps();
  // Deliberately during render, not in an effect: the lazy screens below start loading in this same
  // render pass, before any effect runs. Idempotent — the remote has one i18n instance per mount.
  // eslint-disable-next-line react-hooks/globals -- set during render on purpose (see above)
  activeI18n = i18n;
}

/** React.lazy for a screen past sign-in: its chunk and the screen strings load together. */
export function lazyWithScreenStrings<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [component] = await Promise.all([load(), activeI18n ? loadScreenStrings(activeI18n) : undefined]);
    return { default: component };
  });
}

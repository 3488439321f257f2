import type { i18n as I18n } from 'i18next';
import { useRemoteProps } from '@member/remote-runtime';
import enUS from '../../translations/en-US.routes.json';
import esUS from '../../translations/es-US.routes.json';

const added = new WeakSet<I18n>();

/**
 * The strings of the coverage, incentive and notification pages (`coverage`, `benefit`,
 * `notifications`) travel in this module's chunk — imported only by those lazy screens — so /home's
 * first load does not carry them. Both languages are added at once (this remote bundles its Spanish
 * strings eagerly; if that becomes lazy, merge these as mfe-auth's `loadSpanishStrings` does). Adding is
 * synchronous and idempotent, so it runs during the screen's first render, before any `t()`.
 */
export function useRouteStrings(): void {
  const { i18n } = useRemoteProps();
  if (added.has(i18n)) return;
  i18n.addResourceBundle('en-US', 'mfe_home_onboarding', enUS, true, false);
  i18n.addResourceBundle('es-US', 'mfe_home_onboarding', esUS, true, false);
  added.add(i18n);
}

import { addPartStrings, useRemoteProps } from '@member/remote-runtime';
import enUS from '../locales/en-US.routes.json';
import esUS from '../locales/es-US.routes.json';

/**
 * The strings of the coverage, incentive and notification pages (`coverage`, `benefit`,
 * `notifications`) travel in this module's chunk — imported only by those lazy screens — so /home's
 * first load does not carry them. Both languages are added at once (this remote bundles its Spanish
 * strings eagerly; if that becomes lazy, merge these as mfe-auth's `loadSpanishStrings` does). Adding is
 * synchronous and once per instance (`addPartStrings`), so it runs during the screen's first render,
 * before any `t()`.
 */
export function useRouteStrings(): void {
  const { i18n } = useRemoteProps();
  addPartStrings(i18n, 'mfe_home_onboarding:routes', 'mfe_home_onboarding', { 'en-US': enUS, 'es-US': esUS });
}

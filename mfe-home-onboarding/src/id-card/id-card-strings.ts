import { addPartStrings, useRemoteProps } from '@member/remote-runtime';
import enUS from './locales/en-US.json';
import esUS from './locales/es-US.json';

/**
 * The ID card's strings (`idCard`) travel in the /id-card chunk, not with /home's first load. Both
 * languages at once, added synchronously during the screen's first render, before any `t()` (as the
 * remote's other route strings, common/route-strings.ts).
 */
export function useIdCardStrings(): void {
  const { i18n } = useRemoteProps();
  addPartStrings(i18n, 'mfe_home_onboarding:id-card', 'mfe_home_onboarding', { 'en-US': enUS, 'es-US': esUS });
}

import { defineRemote } from '@member/remote-runtime';
import { App } from './app';
import { loadSpanishStrings } from './common/screen-strings';
import enUS from './locales/en-US.json';

export const { contractVersion, bootstrap, mount, unmount, update } = defineRemote({
  name: 'mfe_auth',
  App,
  // en-US (the default locale, access §9) is bundled; es-US is its own chunk, loaded when Spanish is in use,
  // so sign-in's first load carries one language.
  translations: { 'en-US': enUS, 'es-US': loadSpanishStrings },
});

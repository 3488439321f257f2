import { defineRemote, withHostQueries } from '@member/remote-runtime';
import { App } from './app';
import enUS from './locales/en-US.json';

export const { contractVersion, bootstrap, mount, unmount, update } = defineRemote({
  name: 'mfe_home_onboarding',
  App: withHostQueries(App),
  // en-US is bundled; es-US is its own chunk, loaded only when Spanish is in use (an English /home does not carry it).
  translations: {
    'en-US': enUS,
    'es-US': async () => (await import(/* webpackChunkName: "strings-es-US" */ './locales/es-US.json')).default,
  },
});

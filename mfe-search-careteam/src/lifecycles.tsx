import { defineRemote, withHostQueries } from '@member/remote-runtime';
import { App } from './app';
import enUS from './locales/en-US.json';
import esUS from './locales/es-US.json';

export const { contractVersion, bootstrap, mount, unmount, update } = defineRemote({
  name: 'mfe_search_careteam',
  App: withHostQueries(App),
  translations: { 'en-US': enUS, 'es-US': esUS },
});

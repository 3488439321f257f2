import { defineRemote } from '@member/remote-runtime';
import { App } from './app';
import enUS from './locales/en-US.json';
import esUS from './locales/es-US.json';

export const { contractVersion, bootstrap, mount, unmount, update } = defineRemote({
  name: 'mfe_claims',
  App,
  translations: { 'en-US': enUS, 'es-US': esUS },
});

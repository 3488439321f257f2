import { defineRemote } from '@member/remote-runtime';
import { App } from './app';
import enUS from '../translations/en-US.json';
import esUS from '../translations/es-US.json';

export const { contractVersion, bootstrap, mount, unmount, update } = defineRemote({
  name: 'mfe_auth',
  App,
  translations: { 'en-US': enUS, 'es-US': esUS },
});

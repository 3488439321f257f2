import { lazy } from 'react';
import { defineRemote, withHostQueries, withQueryModals } from '@member/remote-runtime';
import { App } from './app';
import enUS from './locales/en-US.json';
import esUS from './locales/es-US.json';

export const { contractVersion, bootstrap, mount, unmount, update } = defineRemote({
  name: 'mfe_reimbursements',
  // Mounted by the shell with the mount prop `modal` (`?modal=setupDirectDepositPrompt`, features §2): the prompt, not the routes.
  App: withHostQueries(withQueryModals(App, {
    setupDirectDepositPrompt: lazy(() =>
      import(/* webpackChunkName: "direct-deposit-prompt" */ './direct-deposit-prompt/direct-deposit-prompt').then((module) => ({ default: module.DirectDepositPrompt })),
    ),
  })),
  translations: { 'en-US': enUS, 'es-US': esUS },
});

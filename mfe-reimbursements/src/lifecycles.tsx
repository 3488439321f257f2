import { lazy } from 'react';
import { defineRemote } from '@member/remote-runtime';
import { App } from './app';
import enUS from '../translations/en-US.json';
import esUS from '../translations/es-US.json';

export const { contractVersion, bootstrap, mount, unmount, update } = defineRemote({
  name: 'mfe_reimbursements',
  App,
  translations: { 'en-US': enUS, 'es-US': esUS },
  modals: {
    setupDirectDepositPrompt: lazy(() =>
      import(/* webpackChunkName: "direct-deposit-prompt" */ './direct-deposit-prompt/direct-deposit-prompt').then((module) => ({ default: module.DirectDepositPrompt })),
    ),
  },
});

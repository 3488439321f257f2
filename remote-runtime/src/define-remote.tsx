import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import {
  MOUNT_CONTRACT_VERSION,
  isContractCompatible,
  type Locale,
  type RemoteLifecyclesModule,
  type RemoteMountProps,
  type RemoteName,
} from '@member/shared-contracts';
import { createRemoteRoot } from './remote-root';

export type RemoteTranslations = Record<Locale, Record<string, unknown>>;

export interface RemoteDefinition {
  name: RemoteName;
  App: ComponentType;
  /** This remote's strings, loaded into the host's i18next under the remote's name as namespace. */
  translations: RemoteTranslations;
}

export class ContractMismatchError extends Error {
  constructor(remote: string, hostVersion: unknown) {
    super(`${remote} was built for mount contract ${MOUNT_CONTRACT_VERSION}; the host speaks ${String(hostVersion)}`);
    this.name = 'ContractMismatchError';
  }
}

/** Builds the lifecycle module a remote exposes as `./lifecycles`. */
export function defineRemote({ name, App, translations }: RemoteDefinition): RemoteLifecyclesModule {
  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    rootComponent: createRemoteRoot(App),
  });

  const checkContract = async (props: RemoteMountProps) => {
    if (!isContractCompatible(MOUNT_CONTRACT_VERSION, props.contractVersion)) {
      throw new ContractMismatchError(name, props.contractVersion);
    }
  };

  const loadTranslations = async (props: RemoteMountProps) => {
    for (const [locale, resources] of Object.entries(translations)) {
      props.i18n.addResourceBundle(locale, name, resources, true, true);
    }
  };

  return {
    contractVersion: MOUNT_CONTRACT_VERSION,
    bootstrap: [checkContract, loadTranslations, lifecycles.bootstrap],
    mount: [checkContract, lifecycles.mount],
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  } as RemoteLifecyclesModule;
}

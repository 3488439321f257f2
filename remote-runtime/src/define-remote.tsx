import type { ComponentType } from 'react';
import React from 'react';
import singleSpaReact from 'single-spa-react';
import type { i18n as I18n } from 'i18next';
import { addLocaleLoader } from '@member/i18n';
import { MOUNT_CONTRACT_VERSION, isContractCompatible, type RemoteLifecyclesModule, type RemoteMountProps } from '@member/shared-contracts/mount';
import { type RemoteName } from '@member/shared-contracts/routes';
import { type Locale } from '@member/shared-contracts/i18n';
import { createRemoteRoot } from './remote-root';
import { transitionRootClient } from './transition-root';

type Strings = Record<string, unknown>;
/**
 * A remote's strings per locale: bundled, or a loader (a dynamic `import()`, its own chunk) that runs
 * only when that locale is in use — before the remote first mounts in it, or before a switch to it.
 */
export type RemoteTranslations = Record<Locale, Strings | ((i18n: I18n) => Promise<Strings>)>;

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
    ReactDOMClient: transitionRootClient,
    renderType: 'createRoot',
    rootComponent: createRemoteRoot(App),
  });

  const checkContract = async (props: RemoteMountProps) => {
    if (!isContractCompatible(MOUNT_CONTRACT_VERSION, props.contractVersion)) {
      throw new ContractMismatchError(name, props.contractVersion);
    }
  };

  const loadTranslations = async (props: RemoteMountProps) => {
    const { i18n } = props;
    const entries = Object.entries(translations);
    // Loaders first: from the moment the namespace exists, a switch of language finds them.
    await Promise.all(
      entries.flatMap(([locale, resources]) => (typeof resources === 'function' ? [addLocaleLoader(i18n, locale, name, () => resources(i18n))] : [])),
    );
    for (const [locale, resources] of entries) {
      if (typeof resources !== 'function') i18n.addResourceBundle(locale, name, resources, true, true);
    }
    // The language in use, when it is a loaded one: its strings are there before the first mount.
    await i18n.loadNamespaces(name);
  };

  return {
    contractVersion: MOUNT_CONTRACT_VERSION,
    bootstrap: [checkContract, loadTranslations, lifecycles.bootstrap],
    mount: [checkContract, lifecycles.mount],
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  } as RemoteLifecyclesModule;
}

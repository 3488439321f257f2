export { defineRemote, ContractMismatchError, type RemoteDefinition, type RemoteTranslations } from './define-remote';
export { useRemoteProps } from './remote-props-context';
export { NotFoundScreen } from './not-found-screen';
export { commonTranslations } from './common-translations';
export { AriaProviders } from './aria-providers';

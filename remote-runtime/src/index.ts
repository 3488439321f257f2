export { defineRemote, ContractMismatchError, type RemoteDefinition, type RemoteTranslations } from './define-remote';
export { useAccountId, useRemoteProps } from './remote-props-context';
export { NotFoundScreen } from './not-found-screen';
export { MemberPage, type MemberPageProps } from './member-page';
export { ConciergePhoneLink } from './concierge-phone-link';
export { ErrorReportingProvider, reportErrorPage, useErrorPageReport, ERROR_PAGE_EVENT, type ErrorReportingPorts } from './error-page-report';
export { commonTranslations } from './common-translations';
export { commonTranslationsEnUS, loadCommonTranslationsEsUS } from './common-translations/by-locale';
export { AriaProviders } from './aria-providers';

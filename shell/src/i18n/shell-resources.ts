import enShell from './locales/en-US.shell.json';
import esShell from './locales/es-US.shell.json';
import enAnalytics from '../analytics/locales/en-US.json';
import esAnalytics from '../analytics/locales/es-US.json';
import enBanners from '../banners/locales/en-US.json';
import esBanners from '../banners/locales/es-US.json';
import enContent from '../content/locales/en-US.json';
import esContent from '../content/locales/es-US.json';
import enIdle from '../idle/locales/en-US.json';
import esIdle from '../idle/locales/es-US.json';
import enNative from '../native/locales/en-US.json';
import esNative from '../native/locales/es-US.json';
import enNavigation from '../navigation/locales/en-US.json';
import esNavigation from '../navigation/locales/es-US.json';
import enPages from '../pages/locales/en-US.json';
import esPages from '../pages/locales/es-US.json';
import enRouting from '../routing/locales/en-US.json';
import esRouting from '../routing/locales/es-US.json';
import enSession from '../session/locales/en-US.json';
import esSession from '../session/locales/es-US.json';

/**
 * The `shell` namespace, assembled from one resource file per feature folder: each folder's strings sit
 * under its own key (`t('idle.heading')`), so features never edit each other's files.
 */
export const shellResources = {
  'en-US': {
    ...enShell,
    analytics: enAnalytics,
    banners: enBanners,
    content: enContent,
    idle: enIdle,
    native: enNative,
    navigation: enNavigation,
    pages: enPages,
    routing: enRouting,
    session: enSession,
  },
  'es-US': {
    ...esShell,
    analytics: esAnalytics,
    banners: esBanners,
    content: esContent,
    idle: esIdle,
    native: esNative,
    navigation: esNavigation,
    pages: esPages,
    routing: esRouting,
    session: esSession,
  },
} as const;

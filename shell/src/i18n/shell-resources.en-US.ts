import enShell from './locales/en-US.shell.json';
import enAnalytics from '../analytics/locales/en-US.json';
import enBanners from '../banners/locales/en-US.json';
import enContent from '../content/locales/en-US.json';
import enIdle from '../idle/locales/en-US.json';
import enNative from '../native/locales/en-US.json';
import enNavigation from '../navigation/locales/en-US.json';
import enPages from '../pages/locales/en-US.json';
import enRouting from '../routing/locales/en-US.json';
import enSession from '../session/locales/en-US.json';

/**
 * The `shell` namespace in en-US, assembled from one resource file per feature folder: each folder's
 * strings sit under its own key (`t('idle.heading')`), so features never edit each other's files. The
 * default language: bundled with the shell.
 */
export const shellResourcesEnUS = {
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
};

import enShell from '../locales/en-US.json';
import enAnalytics from '../analytics/locales/en-US.json';
import enContent from '../content/locales/en-US.json';
import enNavigation from '../navigation/locales/en-US.json';
import enPages from '../pages/locales/en-US.json';
import enUnexpectedError from '../pages/locales/en-US.unexpected-error.json';
import enRouting from '../routing/locales/en-US.json';
import enSession from '../session/locales/en-US.json';

/**
 * The `shell` namespace in en-US, assembled from one resource file per feature folder: each folder's
 * strings sit under its own key (`t('pages.error.heading')`), so features never edit each other's
 * files. The default language: bundled with the shell's first load. The parts that load later bring
 * their own en-US strings in their chunk (`useOwnStrings`): the banners (`banners`), the idle prompt
 * (`idle`), the site map (`content.sitemap`), the info-page modal (`modals`) and the native shell's notices (`native`).
 */
export const shellResourcesEnUS = {
  ...enShell,
  analytics: enAnalytics,
  content: enContent,
  navigation: enNavigation,
  pages: { ...enPages, unexpectedError: enUnexpectedError },
  routing: enRouting,
  session: enSession,
};

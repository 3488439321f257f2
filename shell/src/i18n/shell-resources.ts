import { shellResourcesEnUS } from './shell-resources.en-US';
import { shellResourcesEsUS } from './shell-resources.es-US';

/**
 * The `shell` namespace in both languages, for tests that set up an i18next of their own. The app
 * bundles en-US only and loads es-US when it is in use (create-i18n.ts).
 */
export const shellResources = { 'en-US': shellResourcesEnUS, 'es-US': shellResourcesEsUS } as const;

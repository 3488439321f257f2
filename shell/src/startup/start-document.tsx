import { createRoot, type Root } from 'react-dom/client';
import { earlyStart } from './early-start';
import { createShellServices, type CreatedShellServices } from './create-shell-services';
import { createI18n } from '../i18n/create-i18n';
import { StartupErrorPage } from '../pages/startup-error-page';

/**
 * The start both documents of the shell share (the app's `bootstrap.tsx`, the offline card's): the work
 * the entry started (the config, then the remotes registered, the route's remote loading and a visitor's
 * flags), the React root, the strings and the host's services. When the environment config cannot load,
 * the start-up error page shows and this resolves null.
 */
export async function startDocument(): Promise<(CreatedShellServices & { root: Root }) | null> {
  const { config: configLoading, logger, visitorFlags } = earlyStart();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const i18n = await createI18n();

  let config;
  try {
    config = await configLoading;
  } catch (error) {
    logger.error('runtime config failed to load', { error: error instanceof Error ? error.message : 'unknown' });
    root.render(<StartupErrorPage i18n={i18n} />);
    return null;
  }
  return { root, ...(await createShellServices({ config, logger, visitorFlags, i18n })) };
}

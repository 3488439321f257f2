import type { InteractionDeps } from './interaction-tracking';

/**
 * Clicks, views and input changes (features §7) through one delegated listener, so no screen needs code
 * for them. What names and reports them loads on the member's first click or change, not with the first
 * load (the sign-in budget); views start then too, reporting what is already in view. The path is read
 * when the event happens, before any navigation it causes.
 */
export function trackInteractionsOnDemand(deps: InteractionDeps, root: Document = document): void {
  let tracking: Promise<typeof import('./interaction-tracking')> | undefined;
  const report = (event: Event) => {
    const { pathname } = root.location;
    tracking ??= import(/* webpackChunkName: "interaction-analytics" */ './interaction-tracking').then((module) => {
      module.watchViews(root, deps);
      return module;
    });
    tracking.then((module) => module.reportInteraction(event, pathname, deps)).catch(() => {
      // Analytics never breaks a screen; the next interaction tries the chunk again.
      tracking = undefined;
    });
  };
  root.addEventListener('click', report, true);
  root.addEventListener('change', report, true);
}

/**
 * Client-side routing for every `TextLink` / `LinkButton` (and any RAC element with `href`).
 *
 * Wrap each React root that renders links (the shell, and each remote's parcel root: React context does not cross
 * parcels) once:
 *
 *   <RouterProvider navigate={(path, options) => navigate(path, options)} useHref={useHref}>
 *
 * Import it from `@member/ui`, not from react-aria-components directly, so the provider and the links share one
 * react-aria-components instance even if a remote bundles its own copy.
 *
 * To type `routerOptions` (react-router's NavigateOptions), a consumer may augment RAC's `RouterConfig`:
 *   declare module 'react-aria-components' { interface RouterConfig { routerOptions: NavigateOptions } }
 */
export { RouterProvider } from 'react-aria-components';

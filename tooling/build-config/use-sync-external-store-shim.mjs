/**
 * `use-sync-external-store/shim` for React ≥ 18, which has the hook itself: the shim's own build ships a
 * React 17 fallback that React 19 never runs (react-i18next, react-aria import the shim). Webpack resolves
 * the shim here (index.cjs `resolve.alias`); `react` is the shared singleton as everywhere else.
 */
export { useSyncExternalStore } from 'react';

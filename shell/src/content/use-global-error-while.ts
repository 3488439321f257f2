import { useEffect } from 'react';
import { useShellServices } from '../platform/shell-services';

/**
 * "On failure with high criticality (the default) the global error page appears" (member-features §4):
 * while `failed`, the layout's global error flag stays raised (the app state gate shows the error page),
 * also after a route change resets it, since the content this screen needs is still missing.
 */
export function useGlobalErrorWhile(failed: boolean): void {
  const { layoutStore } = useShellServices();
  useEffect(() => {
    if (!failed) return undefined;
    const raise = () => {
      if (!layoutStore.getState().globalError) layoutStore.controls.setGlobalError(true);
    };
    raise();
    return layoutStore.subscribe(raise);
  }, [failed, layoutStore]);
}

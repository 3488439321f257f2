import type { Page } from '@playwright/test';

/**
 * Installs a minimal React DevTools hook before any script runs. Every copy of ReactDOM that loads
 * registers itself through `inject`, so the page can tell how many ReactDOM copies it got.
 */
export async function probeReactRenderers(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__MEMBER_REACT_RENDERERS__', { value: seen });
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject(renderer: { version?: string; rendererPackageName?: string }) {
          seen.push(`${renderer.rendererPackageName ?? 'renderer'}@${renderer.version ?? '?'}`);
          return seen.length;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
      },
    });
  });
}

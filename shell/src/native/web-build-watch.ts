/**
 * What a web deploy changes (docs/deployment-and-rollback.md): the shell's `index.html` (its hashed
 * `main` script) or `/config/remotes.json` (a remote repointed). Both are served `no-cache`.
 */
const DEPLOYED_BUILD_FILES = ['/', '/config/remotes.json'] as const;

export interface WebBuildWatchOptions {
  fetch: typeof fetch;
  /** Where the app's return to the foreground is seen (`visibilitychange`). */
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  /** A newer web build than this page's is deployed; called once. */
  onDeployed(): void;
  /** Runs the first read of the deployed build; by default once the page is idle (`whenPageIdle`). */
  whenIdle?: (run: () => void) => void;
}

/**
 * After start-up: the first read is two `no-cache` requests, which the page's own first load needs the
 * web view's connection for more. Web views without `requestIdleCallback` (Safari's) wait a few seconds.
 */
function whenPageIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 10_000 });
  else window.setTimeout(run, 3_000);
}

/**
 * Over-the-air updates, the host's half (access §1): a web view can stay open for days, so each time the
 * app comes back to the foreground the deployed build is compared with the one this page started with;
 * a difference is reported once (the bridge tells the native shell, `webBuildDeployed`). Failed reads
 * are skipped: an offline resume is not a deploy. The build this page started with is read once the
 * page is idle, not during start-up.
 */
export function watchWebBuild({ fetch, document, onDeployed, whenIdle = whenPageIdle }: WebBuildWatchOptions): () => void {
  const readDeployedBuild = async (): Promise<string | null> => {
    try {
      const texts = await Promise.all(
        DEPLOYED_BUILD_FILES.map(async (path) => {
          const response = await fetch(path, { cache: 'no-cache' });
          if (!response.ok) throw new Error(String(response.status));
          return response.text();
        }),
      );
      return texts.join('\n');
    } catch {
      return null;
    }
  };

  let started = new Promise<string | null>((resolve) => whenIdle(() => resolve(readDeployedBuild())));
  let reported = false;

  async function check(): Promise<void> {
    const before = await started;
    if (before === null) {
      started = readDeployedBuild();
      return;
    }
    const now = await readDeployedBuild();
    if (reported || now === null || now === before) return;
    reported = true;
    onDeployed();
  }

  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => document.removeEventListener('visibilitychange', onVisibilityChange);
}

/**
 * Runs `task` once the page has had `delayMs` to itself and the main thread is idle: for speculative work
 * (a prefetch a member may need later) that must not compete with what the current page is loading.
 * Returns a cancel function. Without `requestIdleCallback` (Safari), the delay alone.
 */
export function whenIdle(task: () => void, delayMs: number): () => void {
  let idleHandle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(() => task(), { timeout: delayMs });
    else task();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
  };
}

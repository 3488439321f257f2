import type { BrowserContext, Page, Request, Route } from '@playwright/test';

/**
 * Measures a page load's critical request chain by releasing the network in waves.
 *
 * Every request the context makes is held. When the page has gone quiet (no new request, main thread
 * idle), everything held is let through at once: that is one wave, one round trip. A request first seen
 * after wave k was released can only exist because of something wave k answered (or code run after it),
 * so it belongs to wave k + 1. The number of waves released before the page shows what we wait for is the
 * depth of the critical chain: the number of round trips in a row a member waits for, however fast the
 * network. (Routing also turns Playwright's HTTP cache off: every load measured is a cold one.)
 */
interface WaveRequest {
  wave: number;
  method: string;
  /** origin + path, without the query (which can carry ids). */
  url: string;
}

export interface WaveMeasurement {
  /** Waves released before `isDone` held: the depth of the critical chain. */
  depth: number;
  requests: WaveRequest[];
}

const QUIET_MS = 300;

export async function measureRequestWaves(
  context: BrowserContext,
  page: Page,
  { start, isDone, maxWaves = 25 }: { start: () => Promise<unknown>; isDone: () => Promise<boolean>; maxWaves?: number },
): Promise<WaveMeasurement> {
  let wave = 1;
  let held: Route[] = [];
  let seen = 0;
  const requests: WaveRequest[] = [];
  const inFlight = new Set<Request>();
  const settle = (request: Request) => inFlight.delete(request);
  context.on('requestfinished', settle);
  context.on('requestfailed', settle);

  await context.route('**/*', (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    seen += 1;
    requests.push({ wave, method: request.method(), url: `${url.origin}${url.pathname}` });
    held.push(route);
    return undefined;
  });

  const started = start().catch(() => undefined);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** The main thread idle once (scripts parsed, promises run); bounded, since a page may be navigating. */
  const idle = () =>
    Promise.race([
      page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 }))).catch(() => undefined),
      sleep(4000),
    ]);
  const quiet = async () => {
    for (;;) {
      const before = seen;
      await sleep(QUIET_MS);
      await idle();
      await sleep(QUIET_MS);
      if (seen === before) return;
    }
  };
  // Bounded too: while the document itself is held, the page has nothing to look into yet.
  const done = () => Promise.race([isDone().catch(() => false), sleep(3000).then(() => false)]);

  try {
    let released = 0;
    for (;;) {
      await quiet();
      if (await done()) return { depth: released, requests };
      if (held.length === 0) {
        // Nothing held and not done yet: something is still running (a timer, a render); wait for it.
        await sleep(500);
        if (held.length === 0 && !(await done())) throw new Error(`stalled after ${released} waves: nothing requested, not done`);
        continue;
      }
      if (released >= maxWaves) throw new Error(`more than ${maxWaves} waves`);
      const releasing = held;
      if (process.env.DEBUG_WAVES) console.log(`wave ${released + 1}: ${releasing.map((route) => route.request().url()).join(' ')}`);
      held = [];
      wave += 1;
      released += 1;
      for (const route of releasing) {
        inFlight.add(route.request());
        await route.continue().catch(() => undefined);
      }
      // Let this wave's answers arrive (a stream that never ends does not hold the measure up forever).
      const deadline = Date.now() + 10_000;
      while (releasing.some((route) => inFlight.has(route.request())) && Date.now() < deadline) await sleep(25);
    }
  } finally {
    context.off('requestfinished', settle);
    context.off('requestfailed', settle);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    for (const route of held) await route.continue().catch(() => undefined);
    await started;
  }
}

/** The waves as text, for the test's report: `3  GET http://localhost:3000/config/services.json`. */
export function formatWaves({ requests }: WaveMeasurement): string {
  return requests.map(({ wave, method, url }) => `${String(wave).padStart(2)}  ${method} ${url}`).join('\n');
}

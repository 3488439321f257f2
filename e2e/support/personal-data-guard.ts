import type { BrowserContext, Page } from '@playwright/test';
import { findPersonalData, findSearchTerms } from './personal-data';
import { telemetry } from './telemetry';

/**
 * Watches one test: every URL any page of the context navigated to, and — after the test — every log,
 * analytics and metrics payload the app sent to the sandbox. Any demo member's personal data in them
 * fails the test (developer guide: never in URLs, analytics events or logs).
 */
export function watchForPersonalData(context: BrowserContext) {
  const urls = new Set<string>();
  const watch = (page: Page) => page.on('framenavigated', (frame) => urls.add(frame.url()));
  context.pages().forEach(watch);
  context.on('page', watch);

  return async function assertNoPersonalData(): Promise<void> {
    const findings: string[] = [];
    for (const url of urls) for (const found of findPersonalData(decodeURIComponent(url))) findings.push(`URL ${url}: ${found}`);
    for (const { kind, body } of await telemetry.payloads()) {
      for (const found of [...findPersonalData(JSON.stringify(body)), ...findSearchTerms(JSON.stringify(body))]) findings.push(`${kind} payload: ${found}`);
    }
    if (findings.length > 0) throw new Error(`Personal data left the app:\n${[...new Set(findings)].join('\n')}`);
  };
}

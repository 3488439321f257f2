import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';

/** What Chromium prints for a violation ("Refused to load the script …", "… because it violates …"). */
const CSP_CONSOLE = /Content Security Policy|Refused to (?:load|execute|apply|evaluate|frame|connect|create|compile)/i;
const MARK = '[csp-guard]';

/**
 * Watches one test for content security policy violations: every `securitypolicyviolation` event of
 * every page and frame (reported through the console with a mark), and Chromium's own console reports.
 * `allow(pattern)` accepts violations a test provokes on purpose (a foreign page framing the app).
 */
export function watchForCspViolations(context: BrowserContext) {
  const violations: string[] = [];
  const allowed: RegExp[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    if (text.startsWith(MARK) || (message.type() === 'error' && CSP_CONSOLE.test(text))) {
      violations.push(`${message.location().url || message.page()?.url() || '?'}: ${text}`);
    }
  };
  const watch = (page: Page) => page.on('console', onConsole);
  context.pages().forEach(watch);
  context.on('page', watch);
  const ready = context.addInitScript((mark: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${mark} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  }, MARK);

  return {
    ready,
    allow(pattern: RegExp) {
      allowed.push(pattern);
    },
    assertNone() {
      const unexpected = violations.filter((violation) => !allowed.some((pattern) => pattern.test(violation)));
      if (unexpected.length > 0) throw new Error(`Content security policy violations:\n${[...new Set(unexpected)].join('\n')}`);
    },
  };
}

export type CspGuard = Pick<ReturnType<typeof watchForCspViolations>, 'allow'>;

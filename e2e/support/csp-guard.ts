import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';

/** What Chromium prints for a violation ("Refused to load the script …", "… because it violates …"). */
const CSP_CONSOLE = /Content Security Policy|Refused to (?:load|execute|apply|evaluate|frame|connect|create|compile)/i;
const MARK = '[csp-guard]';
/**
 * Chromium's console line for an inline style: every such violation also fires the event below, which
 * says where it came from, so the event decides.
 */
const INLINE_STYLE_CONSOLE = /^Applying inline style violates/;

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
    if (text.startsWith(MARK) || (message.type() === 'error' && CSP_CONSOLE.test(text) && !INLINE_STYLE_CONSOLE.test(text))) {
      violations.push(`${message.location().url || message.page()?.url() || '?'}: ${text}`);
    }
  };
  const watch = (page: Page) => page.on('console', onConsole);
  context.pages().forEach(watch);
  context.on('page', watch);
  const ready = context.addInitScript((mark: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // A <style> from code with no source file is the test's own, run through page.evaluate: axe-core's
      // stylesheet factory (getStyleSheetFactory) builds one to read the page's CSSOM. The app's scripts,
      // and inline markup, always have a source file, so their violations still fail the test.
      if (event.effectiveDirective === 'style-src-elem' && !event.sourceFile) return;
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

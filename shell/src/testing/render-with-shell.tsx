import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from '@member/i18n';
import { AriaProviders, ErrorReportingProvider } from '@member/remote-runtime';
import { Router, type Navigator } from '@member/router';
import type { HttpClient } from '@member/shared-contracts/http';
import { createI18n } from '../i18n/create-i18n';
import { createLayoutStore } from '../layout/layout-store';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-services';

/**
 * Test support for the pages: the real i18n instance (both languages), a router at `path`, fake ports
 * (provided for error reporting as AppStateGate does).
 */
export async function renderWithShell(ui: ReactElement, { locale = 'en-US', path = '/' }: { locale?: 'en-US' | 'es-US'; path?: string } = {}) {
  const i18n = await createI18n({ getItem: () => locale });
  const post = jest.fn().mockResolvedValue(undefined);
  const http = { get: jest.fn(), post, put: jest.fn(), patch: jest.fn(), delete: jest.fn() } as unknown as HttpClient;
  const analytics = { page: jest.fn(), track: jest.fn(), click: jest.fn(), view: jest.fn(), inputChange: jest.fn(), operation: jest.fn(), trackError: jest.fn() };
  const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const layoutStore = createLayoutStore();
  const services = { http, analytics, logger, layoutStore, i18n } as unknown as ShellServices;
  const navigator: Navigator = { createHref: (to) => String(to), go: jest.fn(), push: jest.fn(), replace: jest.fn() };

  const tree = (at: string) => (
    <ShellServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <Router location={at} navigator={navigator}>
          <AriaProviders locale={locale}>
            <ErrorReportingProvider ports={{ http, analytics, logger }}>{ui}</ErrorReportingProvider>
          </AriaProviders>
        </Router>
      </I18nextProvider>
    </ShellServicesProvider>
  );
  const view = render(tree(path));
  return { ...view, post, analytics, logger, layoutStore, navigator, rerenderAt: (at: string) => view.rerender(tree(at)) };
}

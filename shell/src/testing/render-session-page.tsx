import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from '@member/i18n';
import { AriaProviders } from '@member/remote-runtime';
import { Route, Router, Routes, type Navigator } from '@member/router';
import type { Logger } from '@member/shared-contracts/logging';
import { createI18n } from '../i18n/create-i18n';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-services';
import type { SessionService } from '../session/session-service';

/**
 * Test support for the session pages: the real i18n instance in either language, a router at `path`
 * (with a marker at `/` to see where a page navigates), a fake session service, logger and analytics.
 */
export async function renderSessionPage(
  ui: ReactElement,
  { locale = 'en-US', path = '/', session = {} }: { locale?: 'en-US' | 'es-US'; path?: string; session?: Partial<SessionService> } = {},
) {
  const i18n = await createI18n({ getItem: () => locale });
  const logger: jest.Mocked<Logger> = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const analytics = { track: jest.fn() };
  const services = { i18n, logger, session, analytics } as unknown as ShellServices;
  const navigator: Navigator = { createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`), go: jest.fn(), push: jest.fn(), replace: jest.fn() };
  const [pathname, search = ''] = path.split('?');
  let view: RenderResult | undefined;
  // Async act: the page's first effect and the promise it starts settle before the test looks.
  await act(async () => {
    view = render(
    <ShellServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <Router location={{ pathname: pathname as string, search: search ? `?${search}` : '' }} navigator={navigator}>
          <AriaProviders locale={locale}>
            <Routes>
              <Route path="/" element={<p>root page</p>} />
              <Route path="*" element={ui} />
            </Routes>
          </AriaProviders>
        </Router>
      </I18nextProvider>
    </ShellServicesProvider>,
    );
  });
  return { ...(view as RenderResult), logger, navigator, analytics };
}

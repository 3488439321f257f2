import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import * as TanStackQuery from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { LoadedQueriesProvider } from '../queries/host-queries';
import { I18nextProvider } from '@member/i18n';
import { AriaProviders, ErrorReportingProvider } from '@member/remote-runtime';
import { Router, type Navigator } from '@member/router';
import type { ContentEntry, ContentPort, ContentQuery } from '@member/shared-contracts/mount';
import type { HttpClient } from '@member/shared-contracts/http';
import type { Locale } from '@member/shared-contracts/i18n';
import { createI18n } from '../i18n/create-i18n';
import { createLayoutStore } from '../layout/layout-store';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-services';

/** A content port answering from fixed entries, filtered like the service does (content type, locale, fields). */
export function fakeContentPort(
  entriesFor: (query: ContentQuery & { locale: Locale }) => readonly ContentEntry<object>[] | Promise<readonly ContentEntry<object>[]>,
): ContentPort & { getEntries: jest.Mock } {
  const getEntries = jest.fn(async (query: ContentQuery) => {
    const all = await entriesFor({ ...query, locale: query.locale ?? 'en-US' });
    return all.filter(
      (entry) =>
        entry.contentType === query.contentType &&
        Object.entries(query.fields ?? {}).every(([name, value]) =>
          (Array.isArray(value) ? value.map(String) : [String(value)]).includes(String((entry.fields as Record<string, unknown>)[name])),
        ),
    );
  });
  return {
    getEntries,
    getEntry: async (query) => {
      const [first] = await getEntries(query);
      if (!first) throw new Error('no item');
      return first as never;
    },
  } as ContentPort & { getEntries: jest.Mock };
}

/** Shell test support for the content screens: real i18n (both languages), a query client, a router at `path`. */
export async function renderWithContent(ui: ReactElement, { content, locale = 'en-US', path = '/' }: { content: ContentPort; locale?: Locale; path?: string }) {
  const i18n = await createI18n({ getItem: () => locale });
  const http = { get: jest.fn(), post: jest.fn().mockResolvedValue(undefined), put: jest.fn(), patch: jest.fn(), delete: jest.fn() } as unknown as HttpClient;
  const analytics = { page: jest.fn(), track: jest.fn(), trackError: jest.fn() };
  const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const layoutStore = createLayoutStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const services = { http, analytics, logger, layoutStore, i18n, content } as unknown as ShellServices;
  const navigator: Navigator = { createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`), go: jest.fn(), push: jest.fn(), replace: jest.fn() };

  const view = render(
    <ShellServicesProvider services={services}>
      <LoadedQueriesProvider queries={{ library: TanStackQuery, client: queryClient }}>
        <I18nextProvider i18n={i18n}>
          <Router location={path} navigator={navigator}>
            <AriaProviders locale={locale}>
              <ErrorReportingProvider ports={{ http, analytics: analytics as never, logger }}>{ui}</ErrorReportingProvider>
            </AriaProviders>
          </Router>
        </I18nextProvider>
      </LoadedQueriesProvider>
    </ShellServicesProvider>,
  );
  return { ...view, i18n, layoutStore, navigator, logger };
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from '@member/i18n';
import { AriaProviders } from '@member/remote-runtime';
import { Router, type Navigator } from '@member/router';
import { createI18n } from '../i18n/create-i18n';

/** Test support: the shell's real i18n instance in `locale` and a router at /home and react-aria's providers around `ui`. */
export async function renderIdle(ui: ReactElement, { locale = 'en-US' }: { locale?: 'en-US' | 'es-US' } = {}) {
  const i18n = await createI18n({ getItem: () => locale });
  const navigator: Navigator = { createHref: (to) => String(to), go: jest.fn(), push: jest.fn(), replace: jest.fn() };
  const wrap = (node: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <Router location="/home" navigator={navigator}>
        <AriaProviders locale={locale}>{node}</AriaProviders>
      </Router>
    </I18nextProvider>
  );
  const view = render(wrap(ui));
  return { ...view, rerenderWith: (node: ReactElement) => view.rerender(wrap(node)) };
}

import { render, screen } from '@testing-library/react';
import { I18nextProvider } from '@member/i18n';
import { Router, type Navigator } from '@member/router';
import { createI18n } from '../i18n/create-i18n';
import { tabHistoryStore } from './tab-history-store';
import { TabLinks } from './tab-links';

const navigator: Navigator = { createHref: (to) => (typeof to === 'string' ? to : (to.pathname ?? '')), go: jest.fn(), push: jest.fn(), replace: jest.fn() };

async function renderTabs(globalNavigationOn: boolean, locale: 'en-US' | 'es-US' = 'en-US') {
  const i18n = await createI18n({ getItem: () => locale });
  return render(
    <I18nextProvider i18n={i18n}>
      <Router location="/home" navigator={navigator}>
        <TabLinks tabs={['HOME', 'CLAIMS', 'CONCIERGE']} globalNavigationOn={globalNavigationOn} conciergeUnreadCount={2} appearance="bar" />
      </Router>
    </I18nextProvider>,
  );
}

describe('TabLinks', () => {
  beforeEach(() => {
    tabHistoryStore.clear();
    for (const path of ['/claims', '/claim-details/4', '/home']) tabHistoryStore.record(path, { globalNavigationOn: false });
  });

  it('marks the active tab, links each tab to its last location and names the unread count', async () => {
    await renderTabs(false);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Claims' })).toHaveAttribute('href', '/claim-details/4');
    expect(screen.getByRole('link', { name: 'Concierge 2 unread' })).toHaveAttribute('href', '/messages');
  });

  it('links to the tab roots under global navigation', async () => {
    await renderTabs(true);
    expect(screen.getByRole('link', { name: 'Claims' })).toHaveAttribute('href', '/claims');
  });

  it('gives each bar tab a decorative icon over its label, and the whole label as its name (Spanish)', async () => {
    const { container } = await renderTabs(false, 'es-US');
    for (const name of ['Inicio', 'Reclamos', 'Conserjería 2 sin leer']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
    const icons = container.querySelectorAll('a > svg');
    expect(icons).toHaveLength(3);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('names the unread count in Spanish', async () => {
    await renderTabs(false, 'es-US');
    expect(screen.getByRole('link', { name: 'Conserjería 2 sin leer' })).toBeInTheDocument();
  });
});

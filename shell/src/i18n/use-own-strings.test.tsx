import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from '@member/i18n';
import { createI18n } from './create-i18n';
import { shellResourcesEnUS } from './shell-resources.en-US';
import { shellResourcesEsUS } from './shell-resources.es-US';
import { useOwnStrings } from './use-own-strings';
import idleEnUS from '../idle/locales/en-US.json';
import sitemapEnUS from '../content/info-pages/locales/en-US.json';

function IdleHeading() {
  const { t } = useOwnStrings('idle', idleEnUS);
  return <h1>{t('idle.heading')}</h1>;
}

function SitemapHeading() {
  const { t } = useOwnStrings('content.sitemap', sitemapEnUS);
  return <h1>{t('content.sitemap.heading')}</h1>;
}

async function renderIn(locale: 'en-US' | 'es-US', ui: React.ReactElement) {
  const i18n = await createI18n({ getItem: () => locale });
  return { i18n, ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>) };
}

describe('a later part brings its own en-US strings', () => {
  it('keeps them out of the first load: the bundled en-US namespace lacks them, the es-US chunk has their twins', () => {
    expect(shellResourcesEnUS).not.toHaveProperty('idle');
    expect(shellResourcesEnUS).not.toHaveProperty('banners');
    expect(shellResourcesEnUS).not.toHaveProperty('content.sitemap');
    expect(shellResourcesEnUS).toHaveProperty('content.infoPage.loading');
    expect(shellResourcesEsUS).toHaveProperty('idle.heading');
    expect(shellResourcesEsUS).toHaveProperty('banners.demoClient');
    expect(shellResourcesEsUS).toHaveProperty('content.sitemap.heading');
    expect(shellResourcesEsUS).toHaveProperty('content.infoPage.loading');
  });

  it('adds them under their key when the part renders, beside what was there', async () => {
    const { i18n } = await renderIn('en-US', <SitemapHeading />);
    expect(screen.getByRole('heading', { name: 'Site map' })).toBeInTheDocument();
    // Merged into `content`, not replacing it.
    expect(i18n.t('shell:content.infoPage.loading')).toBe('Loading page');
  });

  it('shows the Spanish twins on a Spanish page, and English after a switch, never a key', async () => {
    const { i18n } = await renderIn('es-US', <IdleHeading />);
    expect(screen.getByRole('heading', { name: '¿Sigue ahí?' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByRole('heading', { name: 'Are you still there?' })).toBeInTheDocument();
  });
});

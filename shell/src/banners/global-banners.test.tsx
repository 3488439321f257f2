import { render, screen } from '@testing-library/react';
import { I18nextProvider } from '@member/i18n';
import { WARNING_BANNER_VALUES, type WarningBannerFlag } from '@member/shared-contracts/flags';
import { createI18n } from '../i18n/create-i18n';
import { GlobalBanners } from './global-banners';

async function renderBanners(warningBanner: WarningBannerFlag, demoClient: boolean, locale: 'en-US' | 'es-US' = 'en-US') {
  const i18n = await createI18n({ getItem: () => locale });
  return render(
    <I18nextProvider i18n={i18n}>
      <GlobalBanners warningBanner={warningBanner} demoClient={demoClient} />
    </I18nextProvider>,
  );
}

describe('GlobalBanners', () => {
  it('shows nothing without a warning or a demo client', async () => {
    const { container } = await renderBanners('', false);
    expect(container).toBeEmptyDOMElement();
  });

  it.each(WARNING_BANNER_VALUES)('has its own copy in both languages for %s', async (value) => {
    const english = await renderBanners(value, false);
    const englishText = english.container.textContent ?? '';
    english.unmount();
    const spanish = await renderBanners(value, false, 'es-US');
    const spanishText = spanish.container.textContent ?? '';
    expect(englishText).not.toMatch(/warning\./);
    expect(spanishText).not.toMatch(/warning\./);
    expect(spanishText).not.toBe(englishText);
  });

  it('gives every warning different copy', async () => {
    const texts = new Set<string>();
    for (const value of WARNING_BANNER_VALUES) {
      const view = await renderBanners(value, false);
      texts.add(view.container.textContent ?? '');
      view.unmount();
    }
    expect(texts.size).toBe(WARNING_BANNER_VALUES.length);
  });

  it('announces unavailability as an alert and planned maintenance politely', async () => {
    await renderBanners('claimsUnavailable', false);
    expect(screen.getByRole('alert')).toHaveTextContent('Claims are unavailable right now. Please try again later.');
  });

  it('shows the demo-client banner, also next to a warning', async () => {
    await renderBanners('scheduledMaintenance', true, 'es-US');
    const banners = screen.getAllByRole('status');
    expect(banners).toHaveLength(2);
    expect(banners[1]).toHaveTextContent('Esta es una cuenta de demostración.');
  });
});

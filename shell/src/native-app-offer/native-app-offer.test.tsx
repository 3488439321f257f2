import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@member/i18n';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { createI18n } from '../i18n/create-i18n';
import { appOfferForThisVisit } from './app-offer-store-url';
import NativeAppOffer from './native-app-offer';

const STORE = 'https://apps.apple.com/us/app/member-benefits/id0000000000';
const LINKS = { appStoreUrl: STORE, playStoreUrl: 'https://play.google.com/store/apps/details?id=com.example.member' };
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function renderOffer(locale: 'en-US' | 'es-US' = 'en-US') {
  const i18n = await createI18n({ getItem: () => locale });
  return render(
    <I18nextProvider i18n={i18n}>
      <NativeAppOffer storeUrl={STORE} />
    </I18nextProvider>,
  );
}

// jsdom has <dialog> without its modal methods: the browser's part (open, close) stands in here.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('the native-app interstitial (access §2.7)', () => {
  afterEach(() => window.localStorage.clear());

  it('is a modal dialog open in the commit that mounts it, named by its heading, its text shown', async () => {
    await renderOffer();
    const dialog = screen.getByRole('dialog', { name: 'Get the Member app' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByText(/Sign in with Face ID/)).toBeVisible();
  });

  it('offers the configured store page, or to continue on the web; continuing is remembered and the dialog goes', async () => {
    await renderOffer();
    expect(await screen.findByRole('dialog', { name: 'Get the Member app' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get the app' }).getAttribute('href')).toBe(STORE);
    await userEvent.click(screen.getByRole('button', { name: 'Continue on the web' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.appOfferChoice)).toBe('web');
    expect(appOfferForThisVisit(LINKS, false, { userAgent: IPHONE, storage: window.localStorage })).toBeNull();
  });

  it('closing it with Escape is continuing on the web', async () => {
    await renderOffer();
    // Escape on a modal <dialog> is the browser's cancel event.
    fireEvent(await screen.findByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.appOfferChoice)).toBe('web');
  });

  it('a press outside it (on its backdrop) is continuing on the web', async () => {
    await renderOffer();
    await userEvent.click(await screen.findByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.appOfferChoice)).toBe('web');
  });

  it('speaks Spanish (usted)', async () => {
    await renderOffer('es-US');
    expect(await screen.findByRole('dialog', { name: 'Obtenga la aplicación Member' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar en la web' })).toBeTruthy();
  });

  it('is due on a phone browser with nothing stored; storage that refuses means no offer', () => {
    const empty = { getItem: () => null };
    expect(appOfferForThisVisit(LINKS, false, { userAgent: IPHONE, storage: empty })).toBe(STORE);
    expect(appOfferForThisVisit(LINKS, true, { userAgent: IPHONE, storage: empty })).toBeNull();
    const refusing = { getItem: () => { throw new Error('SecurityError'); } };
    expect(appOfferForThisVisit(LINKS, false, { userAgent: IPHONE, storage: refusing })).toBeNull();
  });
});

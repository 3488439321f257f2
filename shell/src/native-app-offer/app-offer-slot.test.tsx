import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from '@member/i18n';
import { createI18n } from '../i18n/create-i18n';
import NativeAppOffer from './native-app-offer';
import { AppOfferSlot } from './app-offer-slot';

const chunk = { load: jest.fn(), loaded: jest.fn() };
jest.mock('./app-offer-chunk', () => ({ loadAppOffer: () => chunk.load(), loadedAppOffer: () => chunk.loaded() }));

const STORE = 'https://apps.apple.com/us/app/member-benefits/id0000000000';
const OFFER_MODULE = { default: NativeAppOffer };

beforeAll(() => {
  // jsdom's <dialog> has no modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});

beforeEach(() => {
  chunk.load.mockReset();
  chunk.loaded.mockReset().mockReturnValue(null);
});

async function renderSlot() {
  const i18n = await createI18n({ getItem: () => 'en-US' });
  // With the chunk's answer, if it has one already, applied.
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <p>The page</p>
        <AppOfferSlot storeUrl={STORE} />
      </I18nextProvider>,
    );
  });
}

describe('the native-app offer’s slot', () => {
  it('opens the offer in the first commit when the entry has already loaded its chunk', async () => {
    chunk.loaded.mockReturnValue(OFFER_MODULE);
    await renderSlot();
    expect(screen.getByRole('dialog', { name: 'Get the Member app' })).toBeInTheDocument();
    expect(chunk.load).not.toHaveBeenCalled();
  });

  it('else loads it and shows it once it is here, with no Suspense boundary around it', async () => {
    chunk.load.mockResolvedValue(OFFER_MODULE);
    await renderSlot();
    expect(screen.getByRole('dialog', { name: 'Get the Member app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', STORE);
  });

  it('renders nothing while it loads, and nothing (the page untouched) when the chunk fails to load', async () => {
    let fail!: (error: Error) => void;
    chunk.load.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    await renderSlot();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => fail(new Error('Loading chunk native-app-offer failed')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('The page')).toBeVisible();
  });
});

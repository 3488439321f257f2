import { act, screen, waitFor } from '@testing-library/react';
import { useTranslation } from '@member/i18n';
import type { ContentEntry } from '@member/shared-contracts/mount';
import type { Locale } from '@member/shared-contracts/i18n';
import { useMemberContext } from '../session/use-member-context';
import { ApplicationStringsGate, OTHER_LANGUAGES_AFTER_MS } from './application-strings-gate';
import { memberContext } from '../testing/content-fixtures';
import { fakeContentPort, renderWithContent } from '../testing/render-with-content';

jest.mock('../session/use-member-context', () => ({ useMemberContext: jest.fn() }));
const useMemberContextMock = jest.mocked(useMemberContext);

const string = (pkg: string, id: string, value: string, clientOrgId = 'default', contentType = 'applicationStringV2'): ContentEntry => ({
  id: `${contentType}.${pkg}.${id}.${clientOrgId}`,
  contentType,
  fields: { package: pkg, id, stringValue: value, clientOrgId },
});

const strings = (locale: Locale) =>
  locale === 'en-US'
    ? [string('common', 'appName', 'Member'), string('common', 'appName', 'Globex Care', '1003'), string('common', 'appName', 'Other org', '2000'), string('shell', 'pages.noInternet.heading', 'You are offline', 'default', 'applicationString')]
    : [string('common', 'appName', 'Member'), string('common', 'appName', 'Globex Salud', '1003')];

function Screen() {
  const { t } = useTranslation('shell');
  return (
    <p>
      {t('common:appName')} / {t('pages.noInternet.heading')}
    </p>
  );
}

describe('application strings gate (member-features §4, §7)', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('asks nothing of content for a signed-out visitor and shows the screen at once', async () => {
    useMemberContextMock.mockReturnValue(memberContext(null));
    const content = fakeContentPort(({ locale }) => strings(locale));
    await renderWithContent(<ApplicationStringsGate><Screen /></ApplicationStringsGate>, { content });
    expect(screen.getByText('Member / No internet connection')).toBeInTheDocument();
    expect(content.getEntries).not.toHaveBeenCalled();
  });

  it("shows nothing until the strings of the language on screen are loaded, then the screen with the organisation's strings; the other language follows", async () => {
    useMemberContextMock.mockReturnValue(memberContext(['HRA']));
    let releaseSpanish = () => undefined as void;
    const spanishAsked = new Promise<void>((resolve) => (releaseSpanish = resolve));
    const content = fakeContentPort(async ({ locale }) => {
      // Spanish never answers before the English screen shows: it is not on the way to it.
      if (locale === 'es-US') await spanishAsked;
      return strings(locale);
    });
    const view = await renderWithContent(<ApplicationStringsGate><Screen /></ApplicationStringsGate>, { content });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Globex Care / You are offline')).toBeInTheDocument();
    expect(content.getEntries).toHaveBeenCalledWith({
      contentType: 'applicationStringV2',
      locale: 'en-US',
      fields: { package: ['common', 'shell'], clientOrgId: ['default', '1003'] },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(jest.mocked(content.getEntries).mock.calls.map(([query]) => query.locale)).toEqual(['en-US', 'en-US']);
    // The other language once the page has had a moment to itself.
    await act(() => jest.advanceTimersByTimeAsync(OTHER_LANGUAGES_AFTER_MS));
    releaseSpanish();
    await waitFor(() => expect(view.i18n.getResource('es-US', 'common', 'appName')).toBe('Globex Salud'));
    expect(content.getEntries).toHaveBeenCalledTimes(4); // 2 content types × 2 locales, English first

    // A switch to the language loaded beside the screen asks nothing more and keeps the screen.
    await act(() => view.i18n.changeLanguage('es-US'));
    expect(await screen.findByText(/^Globex Salud \//)).toBeInTheDocument();
    expect(content.getEntries).toHaveBeenCalledTimes(4);
  });

  it('a switch to a language whose strings are not in yet waits for them (nothing half-translated)', async () => {
    useMemberContextMock.mockReturnValue(memberContext(['HRA']));
    let spanishCalls = 0;
    let releaseSpanish = () => undefined as void;
    const spanishBack = new Promise<void>((resolve) => (releaseSpanish = resolve));
    const content = fakeContentPort(async ({ locale }) => {
      if (locale === 'es-US') {
        if ((spanishCalls += 1) <= 2) throw new Error('down for a moment');
        // Back, but only once the test has seen the screen wait: the answer's timing is the test's, not the machine's.
        await spanishBack;
      }
      return strings(locale);
    });
    const view = await renderWithContent(<ApplicationStringsGate><Screen /></ApplicationStringsGate>, { content });
    expect(await screen.findByText('Globex Care / You are offline')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(OTHER_LANGUAGES_AFTER_MS));
    await waitFor(() => expect(spanishCalls).toBe(2));
    const globalErrors: boolean[] = [];
    view.layoutStore.subscribe((state) => globalErrors.push(state.globalError));
    await act(() => view.i18n.changeLanguage('es-US'));
    expect(screen.getByRole('status')).toHaveTextContent(/Loading|Cargando/);
    expect(screen.queryByText(/^Globex Care \//)).toBeNull();
    releaseSpanish();
    expect(await screen.findByText(/^Globex Salud \//)).toBeInTheDocument();
    expect(globalErrors).not.toContain(true);
  });

  it("starts with the token's organisation before the account has answered", async () => {
    const signedIn = memberContext(['HRA']);
    const beforeAccount = { ...signedIn, account: null, session: { ...signedIn.session, claims: { clientOrgId: 1003 } } } as unknown as typeof signedIn;
    useMemberContextMock.mockReturnValue(beforeAccount);
    const content = fakeContentPort(({ locale }) => strings(locale));
    const view = await renderWithContent(<ApplicationStringsGate><Screen /></ApplicationStringsGate>, { content });
    await waitFor(() => expect(content.getEntries).toHaveBeenCalledTimes(2));
    expect(content.getEntries).toHaveBeenCalledWith(expect.objectContaining({ fields: { package: ['common', 'shell'], clientOrgId: ['default', '1003'] } }));
    await waitFor(() => expect(view.i18n.getResource('en-US', 'common', 'appName')).toBe('Globex Care'));
  });

  it('raises the global error page when the strings cannot be loaded (high criticality), also after a route change', async () => {
    useMemberContextMock.mockReturnValue(memberContext(['SEARCH']));
    const content = fakeContentPort(() => {
      throw new Error('down');
    });
    const view = await renderWithContent(<ApplicationStringsGate><Screen /></ApplicationStringsGate>, { content });
    await waitFor(() => expect(view.layoutStore.getState().globalError).toBe(true));
    expect(screen.queryByText(/Member \//)).toBeNull();
    act(() => view.layoutStore.resetForRouteChange());
    expect(view.layoutStore.getState().globalError).toBe(true);
  });
});

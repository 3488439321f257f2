import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductFeature } from '@member/shared-contracts/account';
import type { Locale } from '@member/shared-contracts/i18n';
import type { ContentPort } from '@member/shared-contracts/mount';
import { decideRouteAccess, matchRoute } from '@member/shared-contracts/routes';
import { fakeContentPort, renderWithContent } from '../testing/render-with-content';
import { infoPageEntries, memberContext } from '../testing/content-fixtures';
import { useMemberContext } from '../session/use-member-context';
import type { ModalHost } from './modal-host';
import { QueryModalSlot } from './query-modal-slot';

jest.mock('../session/use-member-context', () => ({ useMemberContext: jest.fn() }));
const useMemberContextMock = jest.mocked(useMemberContext);

function renderSlot(path: string, features: ProductFeature[] | null, { locale = 'en-US', content = fakeContentPort(({ locale: asked }) => infoPageEntries(asked)) }: { locale?: Locale; content?: ContentPort } = {}) {
  const member = memberContext(features);
  useMemberContextMock.mockReturnValue(member);
  const host = { member, logger: {} as never, decideRouteAccess, matchRoute, loadRemoteLifecycles: jest.fn(), MountedRemote: () => null } as unknown as ModalHost;
  return renderWithContent(<QueryModalSlot host={host} />, { content, path, locale });
}

describe('info-page modals (?modal={context}, features §2 "driven by content")', () => {
  it('opens a content page over the page for a visitor, and closing continues to the same-origin redirectUrl', async () => {
    const view = await renderSlot('/claims?modal=terms-of-service&redirectUrl=%2Fhome', null);
    const dialog = await screen.findByRole('dialog', { name: 'Terms of service' });
    expect(dialog).toHaveTextContent('Talk to a qualified provider.');
    expect(screen.getByRole('heading', { level: 2, name: 'Not medical advice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(view.navigator.replace).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/home', search: '' }), undefined, { replace: true });
  });

  it('shows the member’s variant, in Spanish, and an off-site redirectUrl stays on the page under it', async () => {
    const view = await renderSlot('/claims?modal=terms-of-service&redirectUrl=https%3A%2F%2Fevil.example', ['HRA'], { locale: 'es-US' });
    expect(await screen.findByRole('dialog', { name: 'Términos del servicio' })).toHaveTextContent('Se pagan con su HRA.');
    await userEvent.keyboard('{Escape}');
    expect(view.navigator.replace).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/claims', search: '' }), undefined, { replace: true });
  });

  it('a context content does not have, or content that fails, shows nothing and never the global error page', async () => {
    const missing = await renderSlot('/home?modal=no-such-page', ['HRA']);
    await waitFor(() => expect(missing.logger.warn).toHaveBeenCalledWith('info page modal not shown', { reason: 'noPage' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    missing.unmount();
    const failing = await renderSlot('/home?modal=faq', ['HRA'], { content: fakeContentPort(() => Promise.reject(new Error('down'))) });
    await waitFor(() => expect(failing.logger.warn).toHaveBeenCalledWith('info page modal not shown', { reason: 'contentFailed' }));
    expect(failing.layoutStore.getState().globalError).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

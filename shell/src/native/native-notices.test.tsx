import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@member/i18n';
import { createI18n } from '../i18n/create-i18n';
import NativeNotices from './native-notices';
import type { NativeNotices as Notices, ShellNativePort } from './shell-native-port';
import { createWebNativePort } from './web-native-port';

function fakeNative() {
  let notices: Notices = { pushPrompt: false, updateReady: false };
  const listeners = new Set<() => void>();
  const native: ShellNativePort = {
    ...createWebNativePort(),
    isNative: true,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getNotices: () => notices,
    answerPushPrompt: jest.fn(),
    restartForUpdate: jest.fn(),
    dismissUpdate: jest.fn(),
  };
  const show = (next: Partial<Notices>) =>
    act(() => {
      notices = { ...notices, ...next };
      for (const listener of listeners) listener();
    });
  return { native, show };
}

async function renderNotices(locale: 'en-US' | 'es-US' = 'en-US') {
  const i18n = await createI18n({ getItem: () => locale });
  const { native, show } = fakeNative();
  render(
    <I18nextProvider i18n={i18n}>
      <NativeNotices native={native} />
    </I18nextProvider>,
  );
  return { native, show };
}

describe('NativeNotices', () => {
  it('the push prompt: a dialog answered either way, both answers go to the native port', async () => {
    const { native, show } = await renderNotices();
    expect(screen.queryByRole('dialog')).toBeNull();
    show({ pushPrompt: true });
    const dialog = await screen.findByRole('dialog', { name: 'Turn on notifications?' });
    expect(dialog.textContent).toContain('concierge');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(native.answerPushPrompt).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(native.answerPushPrompt).toHaveBeenCalledWith(true);
  });

  it('the update notice: not blocking (no dialog), Restart and Later', async () => {
    const { native, show } = await renderNotices();
    const region = screen.getByRole('region', { name: 'App update' });
    expect(region.textContent).toBe('');
    show({ updateReady: true });
    expect(region.textContent).toContain('Update ready');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(native.restartForUpdate).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(native.dismissUpdate).toHaveBeenCalled();
  });

  it('speaks Spanish (usted)', async () => {
    const { show } = await renderNotices('es-US');
    show({ pushPrompt: true, updateReady: true });
    expect(await screen.findByRole('dialog', { name: '¿Desea activar las notificaciones?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reiniciar', hidden: true })).toBeTruthy();
  });
});

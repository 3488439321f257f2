import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionTimeoutModal, type SessionTimeoutModalProps } from './session-timeout-modal';
import { renderIdle } from '../testing/render-idle';

function props(overrides: Partial<SessionTimeoutModalProps> = {}): SessionTimeoutModalProps {
  return { isOpen: true, remainingMs: 60_000, onStaySignedIn: jest.fn(), onSignOut: jest.fn(), ...overrides };
}

describe('SessionTimeoutModal', () => {
  it('renders nothing while closed', async () => {
    await renderIdle(<SessionTimeoutModal {...props({ isOpen: false })} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is an alert dialog named by its heading, with the countdown and focus on "Stay signed in"', async () => {
    await renderIdle(<SessionTimeoutModal {...props()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(within(dialog).getByText('For your security, you will be signed out soon because you have been inactive.')).toBeInTheDocument();
    // Its message is its description (read with the name when it opens), not just text inside it.
    expect(dialog).toHaveAccessibleDescription('For your security, you will be signed out soon because you have been inactive.');
    expect(within(dialog).getByRole('timer', { name: 'Time left before you are signed out' })).toHaveTextContent('01:00');
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  });

  it('keeps the every-second countdown out of live regions and announces only the 30 s and 10 s milestones', async () => {
    const view = await renderIdle(<SessionTimeoutModal {...props({ remainingMs: 45_000 })} />);
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);

    view.rerenderWith(<SessionTimeoutModal {...props({ remainingMs: 30_000 })} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:30');
    expect(screen.getByRole('status')).toHaveTextContent('30 seconds left before you are signed out.');

    view.rerenderWith(<SessionTimeoutModal {...props({ remainingMs: 21_000 })} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:21');
    expect(screen.getByRole('status')).toHaveTextContent('30 seconds left before you are signed out.');

    view.rerenderWith(<SessionTimeoutModal {...props({ remainingMs: 9_200 })} />);
    expect(screen.getByRole('status')).toHaveTextContent('10 seconds left before you are signed out.');
  });

  it('is not dismissed by Escape: only its buttons act', async () => {
    const user = userEvent.setup();
    const onStaySignedIn = jest.fn();
    const onSignOut = jest.fn();
    await renderIdle(<SessionTimeoutModal {...props({ onStaySignedIn, onSignOut })} />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(onStaySignedIn).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('disables both actions while signing out', async () => {
    await renderIdle(<SessionTimeoutModal {...props({ isSigningOut: true })} />);
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeDisabled();
  });

  it('speaks Spanish', async () => {
    await renderIdle(<SessionTimeoutModal {...props({ remainingMs: 10_000 })} />, { locale: 'es-US' });
    const dialog = screen.getByRole('alertdialog', { name: '¿Sigue ahí?' });
    expect(within(dialog).getByText('Por su seguridad, pronto cerraremos su sesión porque ha estado inactivo.')).toBeInTheDocument();
    expect(within(dialog).getByRole('timer', { name: 'Tiempo restante antes de cerrar su sesión' })).toHaveTextContent('00:10');
    expect(screen.getByRole('status')).toHaveTextContent('Quedan 10 segundos antes de cerrar su sesión.');
    expect(within(dialog).getByRole('button', { name: 'Mantener la sesión' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});

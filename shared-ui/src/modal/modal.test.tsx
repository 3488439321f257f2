import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/button';
import { Modal, type ModalProps } from './modal';

type HarnessProps = Partial<Omit<ModalProps, 'isOpen' | 'onOpenChange'>> & { onOpenChange?: (isOpen: boolean) => void };

function Harness({ onOpenChange, children, ...props }: HarnessProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Modal
        heading="Are you still there?"
        closeLabel="Close"
        {...props}
        isOpen={isOpen}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      >
        {children ??
          ((close) => (
            <>
              <p>You will be signed out soon.</p>
              <Button onPress={close}>Stay signed in</Button>
            </>
          ))}
      </Modal>
    </>
  );
}

/** A page with its h1 and a dialog that opens with the page, or from a button that is gone while it is open. */
function PageWithDialog({ opensWithPage = false }: { opensWithPage?: boolean }) {
  const [isOpen, setOpen] = useState(opensWithPage);
  return (
    <main>
      <h1>Home</h1>
      {!isOpen && <Button onPress={() => setOpen(true)}>Open</Button>}
      <Modal heading="Get paid back faster" closeLabel="Close" isOpen={isOpen} onOpenChange={setOpen}>
        <p>Your check is in the mail.</p>
      </Modal>
    </main>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a dialog named by its heading, and moves focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you still there?' });
    expect(screen.getByRole('heading', { level: 2, name: 'Are you still there?' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('takes its description from the element named by describedBy', async () => {
    const user = userEvent.setup();
    render(
      <Harness describedBy="modal-message">
        <p id="modal-message">You will be signed out soon.</p>
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toHaveAccessibleDescription('You will be signed out soon.');
  });

  it('traps focus while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('hides the page behind it from assistive technology', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['its close button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
  ])('opened with its page (nothing had focus), closing with %s moves focus to the page heading, not <body>', async (_how, close) => {
    const user = userEvent.setup();
    render(<PageWithDialog opensWithPage />);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toHaveFocus());
  });

  it('when its opener left meanwhile, closing moves focus to the page heading', async () => {
    const user = userEvent.setup();
    render(<PageWithDialog />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toHaveFocus());
  });

  it('closes on a press outside it (the backdrop) when dismissable', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByRole('dialog').closest('.overlay') as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from its labelled close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from a content action through the close callback', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('when not dismissable, ignores Escape and has no close button', async () => {
    const user = userEvent.setup();
    render(<Harness isDismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('dialog').closest('.overlay') as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be an alertdialog', async () => {
    const user = userEvent.setup();
    render(<Harness role="alertdialog" heading="Delete account?" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete account?' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button } from './button';

describe('Button', () => {
  it('is a button named by its children and calls onPress on click', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(<Button onPress={onPress}>Continue</Button>);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('activates from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(<Button onPress={onPress}>Continue</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('applies the variant style (primary by default)', () => {
    const { rerender } = render(<Button>Go</Button>);
    expect(screen.getByRole('button')).toHaveClass('button', 'primary');
    rerender(<Button variant="secondary">Go</Button>);
    expect(screen.getByRole('button')).toHaveClass('secondary');
    rerender(<Button variant="link">Go</Button>);
    expect(screen.getByRole('button')).toHaveClass('link');
  });

  it('is disabled when isDisabled: not pressable, not focusable', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(<Button isDisabled onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.tab();
    expect(onPress).not.toHaveBeenCalled();
    expect(button).not.toHaveFocus();
  });

  it('while pending keeps its label, shows a labelled spinner and ignores presses but stays focusable', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(
      <Button isPending pendingLabel="Loading" onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-pending', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('while pending names its spinner as an indeterminate progress bar, which an aria-labelled button adds to its name', () => {
    render(
      <>
        <Button isPending pendingLabel="Loading">
          Save
        </Button>
        <Button isPending aria-label="Close" pendingLabel="Loading">
          X
        </Button>
      </>,
    );
    const [plain, labelled] = screen.getAllByRole('progressbar', { name: 'Loading' });
    expect(plain).not.toHaveAttribute('aria-valuenow');
    expect(plain).toHaveAttribute('aria-valuemin', '0');
    expect(plain).toHaveAttribute('aria-valuemax', '100');
    expect(labelled?.id).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close Loading' })).toHaveAttribute('aria-labelledby', expect.stringContaining(labelled?.id ?? 'missing'));
  });

  it('does not submit its form while pending', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" isPending pendingLabel="Loading">
          Sign in
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: /Sign in/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when type="submit"', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Sign in</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Go</Button>);
    expect(ref.current).toBe(screen.getByRole('button'));
  });
});

describe('Button: its pending announcement leaves with it', () => {
  const entries = () => document.querySelectorAll('[data-live-announcer] [aria-live] > *');

  it('a focused button that turned pending and then leaves takes its announcement along (no role=img labelled by a gone button)', async () => {
    const user = userEvent.setup();
    const { rerender, unmount } = render(<Button pendingLabel="Loading">Save</Button>);
    await user.tab();
    rerender(<Button pendingLabel="Loading" isPending>Save</Button>);
    expect(document.querySelector('[data-live-announcer] [role="img"][aria-labelledby]')).not.toBeNull();
    unmount();
    expect(entries()).toHaveLength(0);
  });

  it('a button that was never pending leaves the announcer alone (another button still pending keeps its entry)', async () => {
    const user = userEvent.setup();
    const pending = render(<Button pendingLabel="Loading">Send</Button>);
    await user.tab();
    pending.rerender(<Button pendingLabel="Loading" isPending>Send</Button>);
    const before = entries().length;
    expect(before).toBeGreaterThan(0);
    const other = render(<Button>Cancel</Button>);
    other.unmount();
    expect(entries()).toHaveLength(before);
    pending.unmount();
  });
});

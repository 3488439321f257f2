import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FallbackState } from './fallback-state';

const copy = {
  heading: 'Claims are unavailable right now',
  body: 'The rest of the app still works.',
  retryLabel: 'Try again',
};

describe('FallbackState', () => {
  it('is announced as an alert with its heading and body', () => {
    render(<FallbackState {...copy} onRetry={jest.fn()} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: copy.heading })).toBeInTheDocument();
    expect(alert).toHaveTextContent(copy.body);
  });

  it('calls onRetry from its labelled retry button', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<FallbackState {...copy} onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('retries from the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<FallbackState {...copy} retryLabel="Intentar de nuevo" onRetry={onRetry} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while a retry is running', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<FallbackState {...copy} onRetry={onRetry} isRetrying retryPendingLabel="Loading" />);
    const button = screen.getByRole('button', { name: /Try again/ });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await user.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('uses the requested heading level', () => {
    render(<FallbackState {...copy} headingLevel={3} onRetry={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 3, name: copy.heading })).toBeInTheDocument();
  });
});

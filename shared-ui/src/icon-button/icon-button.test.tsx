import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is a button named by its label, its icon hidden from assistive technology', () => {
    render(<IconButton icon="close" label="Dismiss" onPress={() => {}} />);
    const button = screen.getByRole('button', { name: 'Dismiss' });
    expect(button).toHaveAttribute('aria-label', 'Dismiss');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveTextContent('');
  });

  it('calls onPress by mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(<IconButton icon="close" label="Close" onPress={onPress} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('is reached with Tab', async () => {
    const user = userEvent.setup();
    render(<IconButton icon="close" label="Close" onPress={() => {}} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});

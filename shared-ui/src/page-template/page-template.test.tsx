import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageTemplate } from './page-template';

describe('PageTemplate', () => {
  it('renders its heading as the h1 and its content', () => {
    render(
      <PageTemplate heading="Claims">
        <p>Your recent claims</p>
      </PageTemplate>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Claims' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Your recent claims')).toBeInTheDocument();
  });

  it('has no back button unless asked', () => {
    render(<PageTemplate heading="Home" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls the back handler from its labelled button, with mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(<PageTemplate heading="Security" backButton={{ label: 'Back', onPress }} />);
    const back = screen.getByRole('button', { name: 'Back' });
    await user.click(back);
    await user.tab({ shift: true });
    await user.tab();
    expect(back).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('places the back button before the heading in reading order', () => {
    render(<PageTemplate heading="Settings" backButton={{ label: 'Atrás', onPress: jest.fn() }} />);
    const back = screen.getByRole('button', { name: 'Atrás' });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('moves focus to the heading on mount when asked (client-side page change)', () => {
    render(<PageTemplate heading="Messages" focusHeadingOnMount />);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toHaveFocus();
  });

  it('does not move focus by default', () => {
    render(<PageTemplate heading="Messages" />);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });

  it('applies the content width (standard by default)', () => {
    const { container, rerender } = render(<PageTemplate heading="Sign in" />);
    expect(container.firstElementChild).toHaveClass('page', 'standard');
    rerender(<PageTemplate heading="Sign in" width="narrow" />);
    expect(container.firstElementChild).toHaveClass('narrow');
  });
});

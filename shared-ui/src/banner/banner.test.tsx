import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Banner } from './banner';

describe('Banner', () => {
  it.each(['error', 'warning'] as const)('announces %s banners as alerts', (tone) => {
    render(<Banner tone={tone} heading="Something went wrong" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['info', 'success'] as const)('announces %s banners politely as status', (tone) => {
    render(<Banner tone={tone} heading="Saved" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('defaults to the info tone', () => {
    render(<Banner heading="Heads up" />);
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'info');
  });

  it('renders its heading at the requested level and its body', () => {
    render(
      <Banner tone="success" heading="Claim submitted" headingLevel={3} body="We will email you." />,
    );
    const region = screen.getByRole('status');
    expect(within(region).getByRole('heading', { level: 3, name: 'Claim submitted' })).toBeInTheDocument();
    expect(region).toHaveTextContent('We will email you.');
  });

  it('has no dismiss button unless dismissible', () => {
    render(<Banner heading="Note" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onDismiss from its labelled dismiss button, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    render(<Banner tone="warning" heading="Maintenance tonight" onDismiss={onDismiss} dismissLabel="Dismiss" />);
    const dismiss = within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' });
    await user.click(dismiss);
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});

import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';
import { LoadingState } from './loading-state';

describe('Spinner', () => {
  it('is a status region named by its visually hidden label', () => {
    render(<Spinner label="Loading" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders 24 px by default and 28 px on request', () => {
    const { rerender } = render(<Spinner label="Loading" />);
    expect(screen.getByRole('status').querySelector('svg')).toHaveAttribute('data-size', '24');
    rerender(<Spinner label="Loading" size={28} />);
    expect(screen.getByRole('status').querySelector('svg')).toHaveAttribute('data-size', '28');
  });
});

describe('LoadingState', () => {
  it('announces its label with a 28 px spinner by default', () => {
    render(<LoadingState label="Cargando" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Cargando');
    expect(status.querySelector('svg')).toHaveAttribute('data-size', '28');
  });

  it('can show its label visibly', () => {
    render(<LoadingState label="Loading your claims" isLabelVisible />);
    expect(screen.getByText('Loading your claims')).toHaveClass('visibleLabel');
  });
});

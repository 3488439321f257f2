import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextLink } from './text-link';
import { LinkButton } from './link-button';
import { RouterProvider } from './router-provider';

describe('TextLink', () => {
  it('is a real link with its href', () => {
    render(<TextLink href="/claims">View claims</TextLink>);
    expect(screen.getByRole('link', { name: 'View claims' })).toHaveAttribute('href', '/claims');
  });

  it('routes in-app through the RouterProvider navigate function on click and on Enter', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    render(
      <RouterProvider navigate={navigate}>
        <TextLink href="/messages">Messages</TextLink>
      </RouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(navigate).toHaveBeenCalledWith('/messages', undefined);

    navigate.mockClear();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/messages', undefined);
  });

  it('passes routerOptions to navigate', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    render(
      <RouterProvider navigate={navigate}>
        <TextLink href="/home" routerOptions={{ replace: true } as never}>
          Home
        </TextLink>
      </RouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });

  it('leaves new-tab links to the browser', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    render(
      <RouterProvider navigate={navigate}>
        <TextLink href="https://example.com/terms" target="_blank" rel="noopener noreferrer">
          Terms
        </TextLink>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Terms' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(navigate).not.toHaveBeenCalled();
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('LinkButton', () => {
  it('is a link styled as a button variant', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    render(
      <RouterProvider navigate={navigate}>
        <LinkButton href="/claims/new" variant="secondary">
          Submit a claim
        </LinkButton>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Submit a claim' });
    expect(link).toHaveClass('button', 'secondary');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/claims/new', undefined);
  });
});

import { render, screen } from '@testing-library/react';
import { BrowserRouter } from '@member/router';
import { TextLink } from '@member/ui';
import { AriaProviders } from './aria-providers';

it('routes app links through the router and leaves tel:, mailto: and absolute links as written', () => {
  render(
    <BrowserRouter>
      <AriaProviders locale="en-US">
        <TextLink href="/claims">Claims</TextLink>
        <TextLink href="tel:8005550100">Call</TextLink>
        <TextLink href="mailto:help@member.example">Write</TextLink>
        <TextLink href="https://member.example/help">Help</TextLink>
      </AriaProviders>
    </BrowserRouter>,
  );
  expect(screen.getByRole('link', { name: 'Claims' })).toHaveAttribute('href', '/claims');
  expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:8005550100');
  expect(screen.getByRole('link', { name: 'Write' })).toHaveAttribute('href', 'mailto:help@member.example');
  expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', 'https://member.example/help');
});

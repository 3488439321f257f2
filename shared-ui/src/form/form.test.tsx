import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Form } from './form';

describe('Form', () => {
  it('submits with the button and Enter in a field', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: React.FormEvent<HTMLFormElement>) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit} aria-label="Sign in">
        <TextField label="Username" name="username" />
        <Button type="submit">Sign in</Button>
      </Form>,
    );
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'maria{Enter}');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows server errors on the field with the matching name', () => {
    render(
      <Form validationErrors={{ email: 'An account with this email already exists' }}>
        <TextField label="Email" name="email" type="email" />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('An account with this email already exists');
  });

  it('does not use native required validation by default', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: React.FormEvent<HTMLFormElement>) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <TextField label="Email" name="email" isRequired />
        <Button type="submit">Continue</Button>
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('required');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

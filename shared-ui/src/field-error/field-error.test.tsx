import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, Label, TextField } from 'react-aria-components';
import { FieldError } from './field-error';
import { NativeFieldError } from './native-field-error';

describe('FieldError', () => {
  it('shows nothing while the field around it is valid', () => {
    render(
      <TextField>
        <Label>Email</Label>
        <Input />
        <FieldError errorMessage="Enter an email address" />
      </TextField>,
    );
    expect(screen.queryByText('Enter an email address')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-describedby');
  });

  it('shows its message while the field is invalid, named by the control’s aria-describedby, its icon hidden', () => {
    render(
      <TextField isInvalid>
        <Label>Email</Label>
        <Input />
        <FieldError errorMessage="Enter an email address" />
      </TextField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an email address');
    const message = screen.getByText('Enter an email address');
    expect(message.parentElement?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the field’s own validation errors when no message is given', async () => {
    const user = userEvent.setup();
    render(
      <TextField validationBehavior="aria" validate={(value) => (value.length < 2 ? 'Too short' : null)}>
        <Label>Name</Label>
        <Input />
        <FieldError />
      </TextField>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'a');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Too short');
  });
});

describe('NativeFieldError', () => {
  it('shows its message with a hidden icon, under the id a native control names in aria-describedby', () => {
    render(
      <>
        <select aria-label="Colour" aria-describedby="colour-error" aria-invalid="true" />
        <NativeFieldError id="colour-error" errorMessage="Choose a colour" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveAccessibleDescription('Choose a colour');
    expect(screen.getByText('Choose a colour').parentElement?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

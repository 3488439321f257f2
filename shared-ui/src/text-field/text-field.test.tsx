import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { TextField } from './text-field';

describe('TextField', () => {
  it('associates its label and description with the input', () => {
    render(<TextField label="Email" description="We send codes here" type="email" name="email" autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAccessibleDescription('We send codes here');
  });

  it('shows the error message only when invalid, and links it with aria-describedby and aria-invalid', () => {
    const { rerender } = render(<TextField label="Phone" type="tel" inputMode="tel" errorMessage="Enter 10 digits" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(screen.queryByText('Enter 10 digits')).not.toBeInTheDocument();
    expect(input).not.toBeInvalid();

    rerender(<TextField label="Phone" type="tel" isInvalid errorMessage="Enter 10 digits" />);
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter 10 digits')).toBeVisible();
    expect(input).toHaveAccessibleDescription('Enter 10 digits');
  });

  it('describes the input with both description and error', () => {
    render(<TextField label="Code" description="6 digits" isInvalid errorMessage="Code is incorrect" />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(/6 digits.*Code is incorrect|Code is incorrect.*6 digits/);
  });

  it('shows errors from a validate function when no errorMessage is given', async () => {
    const user = userEvent.setup();
    render(<TextField label="Name" validate={(value) => (value.length < 2 ? 'Too short' : null)} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.type(input, 'a');
    expect(input).toHaveAccessibleDescription('Too short');
  });

  it('marks required fields with aria-required and no native required bubble', () => {
    render(<TextField label="First name" isRequired />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it('works uncontrolled with a default value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<TextField label="City" defaultValue="Aus" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'City' });
    await user.type(input, 'tin');
    expect(input).toHaveValue('Austin');
    expect(onChange).toHaveBeenLastCalledWith('Austin');
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="Zip" value={value} onChange={(next) => setValue(next.replace(/\D/g, ''))} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.type(screen.getByRole('textbox', { name: 'Zip' }), '7a8b7');
    expect(screen.getByRole('textbox', { name: 'Zip' })).toHaveValue('787');
    expect(screen.getByRole('status')).toHaveTextContent('787');
  });

  it('forwards ref, name and onBlur (what react-hook-form register needs)', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onBlur = jest.fn();
    render(<TextField label="Member ID" name="memberId" ref={ref} onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: 'Member ID' });
    expect(ref.current).toBe(input);
    await user.click(input);
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(onBlur.mock.calls[0][0].target).toBe(input);
  });

  it('offers a labelled clear button while it has a value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const onClear = jest.fn();
    render(<TextField label="Search" type="search" clearButtonLabel="Clear search" onChange={onChange} onClear={onClear} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(input, 'dentist');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('clears from the keyboard', async () => {
    const user = userEvent.setup();
    render(<TextField label="Search" defaultValue="x" clearButtonLabel="Clear" />);
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('toggles password visibility with a labelled pressed-state button', async () => {
    const user = userEvent.setup();
    render(<TextField label="Password" type="password" autoComplete="current-password" revealPasswordLabel="Show password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('is not editable when disabled and hides the clear button', () => {
    render(<TextField label="Email" defaultValue="a@b.co" isDisabled clearButtonLabel="Clear" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });
});

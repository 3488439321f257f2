import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/** Two fields checked on submit, as the app's step forms do: errors set in state, shown on the next render. */
function TwoFields({ onValid }: { onValid: () => void }) {
  const [values, setValues] = useState({ name: '', zip: '' });
  const [errors, setErrors] = useState<{ name?: string; zip?: string }>({});
  const { ref, focusFirstError } = useFocusFirstInvalid();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = { ...(values.name ? {} : { name: 'Enter a name.' }), ...(/^\d{5}$/.test(values.zip) ? {} : { zip: 'Enter 5 digits.' }) };
    setErrors(found);
    focusFirstError();
    if (Object.keys(found).length === 0) onValid();
  };
  const field = (name: 'name' | 'zip') => ({
    value: values[name],
    onChange: (value: string) => setValues({ ...values, [name]: value }),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });
  return (
    <form ref={ref} noValidate onSubmit={submit}>
      <TextField label="Name" {...field('name')} />
      <TextField label="ZIP code" {...field('zip')} />
      <Button type="submit">Continue</Button>
    </form>
  );
}

function Radios() {
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const { ref, focusFirstError } = useFocusFirstInvalid();
  return (
    <form
      ref={ref}
      onSubmit={(event) => {
        event.preventDefault();
        setError(value === '');
        focusFirstError();
      }}
    >
      <fieldset aria-invalid={error || undefined}>
        <legend>Who</legend>
        {['Maria', 'Sofia'].map((name) => (
          <label key={name}>
            <input type="radio" name="who" value={name} checked={value === name} onChange={() => setValue(name)} />
            {name}
          </label>
        ))}
      </fieldset>
      <Button type="submit">Continue</Button>
    </form>
  );
}

describe('useFocusFirstInvalid', () => {
  it('moves focus from Continue to the first field in error, whose description is its message; again on every refused press', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<TwoFields onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(zip).toHaveFocus();
    expect(zip).toHaveAccessibleDescription('Enter 5 digits.');

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    screen.getByRole('button', { name: 'Continue' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('leaves focus alone when nothing is in error', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<TwoFields onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '78701');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });

  it('in a group marked invalid, focuses the radio Tab would reach', async () => {
    const user = userEvent.setup();
    render(<Radios />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('radio', { name: 'Maria' })).toHaveFocus();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label', () => {
    render(<Checkbox label="Remember me" name="remember" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAttribute('name', 'remember');
  });

  it('toggles uncontrolled by clicking the label and with Space', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Checkbox label="Remember me" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(screen.getByText('Remember me'));
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('starts selected with defaultSelected', () => {
    render(<Checkbox label="Email me" defaultSelected />);
    expect(screen.getByRole('checkbox', { name: 'Email me' })).toBeChecked();
  });

  it('follows isSelected when controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [accepted, setAccepted] = useState(false);
      return (
        <>
          <Checkbox label="I accept the terms" isSelected={accepted} onChange={setAccepted} />
          <p>{accepted ? 'accepted' : 'not accepted'}</p>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    expect(screen.getByText('accepted')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeChecked();
  });

  it('shows an error linked to the input when invalid', () => {
    const { rerender } = render(<Checkbox label="I accept the terms" errorMessage="You must accept the terms" />);
    expect(screen.queryByText('You must accept the terms')).not.toBeInTheDocument();
    rerender(<Checkbox label="I accept the terms" isInvalid errorMessage="You must accept the terms" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toBeInvalid();
    expect(checkbox).toHaveAccessibleDescription('You must accept the terms');
  });

  it('links its description', () => {
    render(<Checkbox label="Text me" description="Message rates may apply" />);
    expect(screen.getByRole('checkbox', { name: 'Text me' })).toHaveAccessibleDescription('Message rates may apply');
  });

  it('cannot be toggled when disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Checkbox label="Locked" isDisabled onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Locked' });
    expect(checkbox).toBeDisabled();
    await user.click(checkbox);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('forwards its ref to the native input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox label="Ref" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Ref' }));
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { SelectField } from './select-field';

const colours = (
  <>
    <option value="">Choose a colour</option>
    <option value="red">Red</option>
    <option value="blue">Blue</option>
  </>
);

describe('SelectField', () => {
  it('is a native select named by its label and described by its description', () => {
    render(
      <SelectField label="Colour" description="Pick one" name="colour" autoComplete="off">
        {colours}
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Colour' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByLabelText('Colour')).toBe(select);
    expect(select).toHaveAttribute('name', 'colour');
    expect(select).toHaveAttribute('autocomplete', 'off');
    expect(select).toHaveAccessibleDescription('Pick one');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('shows the error message only when invalid, and links it with aria-describedby and aria-invalid', () => {
    const { rerender } = render(
      <SelectField label="Colour" errorMessage="Choose a colour">
        {colours}
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Colour' });
    expect(screen.queryByText('Choose a colour', { selector: 'span' })).not.toBeInTheDocument();
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');

    rerender(
      <SelectField label="Colour" isInvalid errorMessage="Choose a colour">
        {colours}
      </SelectField>,
    );
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a colour');
  });

  it('describes the select with both description and error', () => {
    render(
      <SelectField label="Colour" description="Pick one" isInvalid errorMessage="Choose a colour">
        {colours}
      </SelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveAccessibleDescription(/Pick one.*Choose a colour|Choose a colour.*Pick one/);
  });

  it('marks required fields with aria-required and no native required bubble, unless native validation is asked for', () => {
    const { rerender } = render(
      <SelectField label="Colour" isRequired>
        {colours}
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Colour' });
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).not.toHaveAttribute('required');
    rerender(
      <SelectField label="Colour" isRequired validationBehavior="native">
        {colours}
      </SelectField>,
    );
    expect(select).toHaveAttribute('required');
  });

  it('calls onChange with the chosen value when controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <SelectField label="Colour" value={value} onChange={setValue}>
            {colours}
          </SelectField>
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Blue');
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveValue('blue');
    expect(screen.getByRole('status')).toHaveTextContent('blue');
  });

  it('works uncontrolled with a default value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <SelectField label="Colour" defaultValue="red" onChange={onChange}>
        {colours}
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Colour' });
    expect(select).toHaveValue('red');
    await user.selectOptions(select, 'blue');
    expect(select).toHaveValue('blue');
    expect(onChange).toHaveBeenLastCalledWith('blue');
  });

  it('forwards ref and onBlur (what react-hook-form needs)', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLSelectElement>();
    const onBlur = jest.fn();
    render(
      <SelectField label="Colour" ref={ref} onBlur={onBlur}>
        {colours}
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Colour' });
    expect(ref.current).toBe(select);
    await user.click(select);
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('cannot be changed when disabled', () => {
    render(
      <SelectField label="Colour" isDisabled>
        {colours}
      </SelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'Colour' })).toBeDisabled();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSignInFields } from './use-sign-in-fields';

/** A bare form on the hook: what the sign-in form needs of it, without the remote around it. */
function Harness({ onValid }: { onValid: (values: { email: string; password: string }) => Promise<void> }) {
  const form = useSignInFields('');
  const { ref: emailRef, ...email } = form.field('email');
  const { ref: passwordRef, ...password } = form.field('password');
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <label>
        Email <input name={email.name} value={email.value} ref={emailRef} onChange={(event) => email.onChange(event.target.value)} onBlur={email.onBlur} />
      </label>
      <span>email error: {email.error ?? 'none'}</span>
      <label>
        Password <input name={password.name} value={password.value} ref={passwordRef} onChange={(event) => password.onChange(event.target.value)} onBlur={password.onBlur} />
      </label>
      <span>password error: {password.error ?? 'none'}</span>
      <button type="submit">Sign in</button>
      <button type="button" onClick={form.resetPassword}>Reset</button>
      <span>{form.isValid ? 'valid' : 'invalid'}</span>
    </form>
  );
}

describe('sign-in fields', () => {
  it('shows a message only once a field was left, and follows each change after', async () => {
    const user = userEvent.setup();
    render(<Harness onValid={jest.fn()} />);
    expect(screen.getByText('email error: none')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(screen.getByText('email error: validation.email.required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    expect(screen.getByText('email error: none')).toBeInTheDocument();
  });

  it('a submit with a rule broken sends nothing, shows every message and focuses the first broken field', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn(async () => undefined);
    render(<Harness onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByText('password error: validation.password.required')).toBeInTheDocument();
  });

  it('sends the trimmed email, and resetPassword empties the password without a message', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn(async () => undefined);
    render(<Harness onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), '  a@b.co ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'a@b.co', password: 'secret' });
    await act(async () => screen.getByRole('button', { name: 'Reset' }).click());
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByText('password error: none')).toBeInTheDocument();
    expect(screen.getByText('invalid')).toBeInTheDocument();
  });
});

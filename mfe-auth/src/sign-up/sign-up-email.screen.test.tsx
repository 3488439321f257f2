import { screen } from '@testing-library/react';
import { renderAuth } from '../testing/render-auth';
import { resetSignUpEmail } from './sign-up-email.store';

beforeEach(resetSignUpEmail);

const emailField = () => screen.getByRole('textbox', { name: /email/i });
const next = () => screen.getByRole('button', { name: 'Next' });

describe('sign-up start screen (access §2.4)', () => {
  it('has a heading saying to sign up with email, one required email field and Next', async () => {
    await renderAuth('/?state=sign-up');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up with your email' })).toBeInTheDocument();
    expect(emailField()).toBeRequired();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(next()).toBeInTheDocument();
  });

  it('validates on touch: empty, then an invalid email', async () => {
    const { user } = await renderAuth('/?state=sign-up');
    await user.click(emailField());
    await user.tab();
    expect(await screen.findByText('Enter your email.')).toBeInTheDocument();
    await user.type(emailField(), 'not-an-email');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not go on with an invalid email', async () => {
    const view = await renderAuth('/?state=sign-up');
    await view.user.click(next());
    expect(await screen.findByText('Enter your email.')).toBeInTheDocument();
    expect(view.navigations).toEqual([]);
  });

  it('goes to /sign-up/employer keeping the other query values, never putting the email in the URL', async () => {
    const view = await renderAuth('/?state=sign-up&client_id=12');
    await view.user.type(emailField(), 'new.member@example.com');
    await view.user.click(next());
    expect(view.navigations).toEqual(['/sign-up/employer?client_id=12']);
  });

  it('keeps the typed email in memory when the screen is opened again', async () => {
    const first = await renderAuth('/?state=sign-up');
    await first.user.type(emailField(), 'new.member@example.com');
    first.unmount();
    await renderAuth('/?state=sign-up');
    expect(emailField()).toHaveValue('new.member@example.com');
  });

  it('links to the sign-in screen, keeping the query', async () => {
    await renderAuth('/?state=sign-up&client_id=12');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/?state=sign-in&client_id=12');
  });
});

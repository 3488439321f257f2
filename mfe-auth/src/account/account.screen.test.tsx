import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@member/shared-contracts';
import { identityError, reportedText } from '../testing/render-auth';
import { renderSettings } from './render-settings';

const emailField = () => screen.getByRole('textbox', { name: /email/i });
const phoneField = () => screen.getByRole('textbox', { name: /mobile phone number/i });
const save = () => screen.getByRole('button', { name: 'Save changes' });

beforeEach(() => window.localStorage.clear());

describe('/account', () => {
  it('shows the email and the phone formatted as (###) ###-####', async () => {
    await renderSettings('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('member@example.test');
    expect(phoneField()).toHaveValue('(512) 555-0101');
  });

  it('saves only the changed field, as 10 digits, and says so', async () => {
    const view = await renderSettings('/account');
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    await view.user.clear(phoneField());
    await view.user.type(phoneField(), '512-555-0199');
    await view.user.click(save());
    await waitFor(() => expect(view.session.updateAccount).toHaveBeenCalledWith({ phoneNumber: '5125550199' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(reportedText(view)).not.toContain('5125550199');
  });

  it('refuses an invalid email or phone without calling the server', async () => {
    const view = await renderSettings('/account');
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    await view.user.clear(emailField());
    await view.user.type(emailField(), 'not-an-email');
    await view.user.clear(phoneField());
    await view.user.type(phoneField(), '555-01');
    await view.user.click(save());
    await waitFor(() => expect(emailField()).toHaveAttribute('aria-invalid', 'true'));
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(view.session.updateAccount).not.toHaveBeenCalled();
  });

  it('shows the server message on a failed save and keeps what was typed', async () => {
    const view = await renderSettings('/account', {
      configure: (fakes) => void jest.mocked(fakes.session.updateAccount).mockRejectedValue(identityError('HttpError', 'That email is already in use.')),
    });
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    await view.user.clear(emailField());
    await view.user.type(emailField(), 'new@example.test');
    await view.user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('That email is already in use.');
    expect(view.session.updateAccount).toHaveBeenCalledWith({ email: 'new@example.test' });
    expect(emailField()).toHaveValue('new@example.test');
  });

  it('switches the language and keeps the choice for the next visit', async () => {
    const view = await renderSettings('/account');
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await view.user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(view.props.i18n.language).toBe('es-US');
    expect(window.localStorage.getItem(STORAGE_KEYS.locale)).toBe('es-US');
  });
});

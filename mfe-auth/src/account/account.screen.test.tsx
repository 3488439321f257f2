import { screen, waitFor } from '@testing-library/react';
import { HttpError, type HttpClient } from '@member/shared-contracts/http';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { apiPaths } from '@member/shared-contracts/member-api';
import { identityError, reportedText } from '../testing/render-auth';
import { renderSettings } from '../testing/render-settings';

const emailField = () => screen.getByRole('textbox', { name: /^email/i });
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

  it('shows the chosen language at once while its strings still load (the app switches once they are there)', async () => {
    const view = await renderSettings('/account');
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    const switchLater = jest.spyOn(view.props.i18n, 'changeLanguage').mockImplementation(() => new Promise(() => undefined));
    await view.user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(switchLater).toHaveBeenCalledWith('es-US');
    expect(view.props.i18n.language).toBe('en-US');
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
  });

  describe('email change confirmed by a code', () => {
    const PENDING = { pendingEmail: 'new@example.test' };
    const withPost = (post: jest.Mock) => () => ({ http: { get: jest.fn(), post, put: jest.fn(), patch: jest.fn(), delete: jest.fn() } as unknown as HttpClient });
    const codeField = () => screen.getByRole('textbox', { name: 'Code from the email' });

    it('after Save, keeps the old email shown and asks for the code sent to the new address', async () => {
      await renderSettings('/account', { account: PENDING });
      expect(await screen.findByRole('heading', { level: 2, name: 'Confirm your new email' })).toBeInTheDocument();
      expect(screen.getByText('We sent a code to the new address, new@example.test. Enter it to finish the change.')).toBeInTheDocument();
      expect(screen.getByText('Until then we keep using member@example.test.')).toBeInTheDocument();
      expect(emailField()).toHaveValue('member@example.test');
      expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    });

    it('confirms the code, reloads the account and says the email is changed', async () => {
      const post = jest.fn().mockResolvedValue({});
      const view = await renderSettings('/account', { account: PENDING, configure: withPost(post) });
      await screen.findByRole('heading', { level: 2, name: 'Confirm your new email' });
      await view.user.type(codeField(), '123456');
      await view.user.click(screen.getByRole('button', { name: 'Confirm email' }));
      await waitFor(() => expect(post).toHaveBeenCalledWith(apiPaths.emailChangeConfirm('200001'), { body: { code: '123456' } }));
      expect(view.session.refreshAccount).toHaveBeenCalled();
      expect(reportedText(view)).not.toContain('new@example.test');
    });

    it('keeps the form with a message on the field for a wrong code, and sends a new code on request', async () => {
      const post = jest.fn((path: string) => (path === apiPaths.emailChangeConfirm('200001') ? Promise.reject(new HttpError(422, 'The code is not correct', new Headers())) : Promise.resolve(undefined)));
      const view = await renderSettings('/account', { account: PENDING, configure: withPost(post as unknown as jest.Mock) });
      await screen.findByRole('heading', { level: 2, name: 'Confirm your new email' });
      await view.user.type(codeField(), '000000');
      await view.user.click(screen.getByRole('button', { name: 'Confirm email' }));
      expect(await screen.findByText('That code is not valid. Check it and try again, or ask for a new code.')).toBeInTheDocument();
      expect(view.session.refreshAccount).not.toHaveBeenCalled();
      await view.user.click(screen.getByRole('button', { name: 'Send a new code' }));
      expect(await screen.findByText('We sent a new code.')).toBeInTheDocument();
      expect(post).toHaveBeenCalledWith(apiPaths.emailChangeResend('200001'));
    });
  });
});

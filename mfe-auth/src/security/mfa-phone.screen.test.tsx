import { screen, waitFor } from '@testing-library/react';
import { renderSettings } from '../testing/render-settings';
import { identityError } from '../testing/render-auth';

const phoneField = () => screen.getByRole('textbox', { name: /mobile phone number/i });

describe('/security/mfa/phone', () => {
  it('prefills the known phone and, unchanged, only sends the code, then opens the code step', async () => {
    const view = await renderSettings('/security/mfa/phone', {
      configure: (fakes) => void fakes.identity.sendPhoneVerificationCode.mockResolvedValue({ codeDestination: '+*******0101' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your phone number' })).toBeInTheDocument();
    expect(phoneField()).toHaveValue('(512) 555-0101');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(view.navigations).toEqual(['/security/mfa/code']));
    expect(view.identity.updatePhoneNumber).not.toHaveBeenCalled();
    expect(view.identity.sendPhoneVerificationCode).toHaveBeenCalledTimes(1);
  });

  it('saves a changed phone on the identity in E.164 before sending the code', async () => {
    const view = await renderSettings('/security/mfa/phone', { account: { phoneNumber: null } });
    await screen.findByRole('heading', { level: 1, name: 'Your phone number' });
    expect(phoneField()).toHaveValue('');
    await view.user.type(phoneField(), '(512) 555-0177');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(view.identity.sendPhoneVerificationCode).toHaveBeenCalled());
    expect(view.identity.updatePhoneNumber).toHaveBeenCalledWith({ phoneNumber: '+15125550177' });
  });

  it('refuses a phone that is not 10 digits', async () => {
    const view = await renderSettings('/security/mfa/phone');
    await screen.findByRole('heading', { level: 1, name: 'Your phone number' });
    await view.user.clear(phoneField());
    await view.user.type(phoneField(), '555 0101');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(phoneField()).toHaveAttribute('aria-invalid', 'true'));
    expect(view.identity.sendPhoneVerificationCode).not.toHaveBeenCalled();
  });

  it('shows a failure to send and stays', async () => {
    const view = await renderSettings('/security/mfa/phone', {
      configure: (fakes) => void fakes.identity.sendPhoneVerificationCode.mockRejectedValue(identityError('LimitExceededException', 'Attempt limit exceeded.')),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Attempt limit exceeded.');
    expect(view.navigations).toEqual([]);
  });
});

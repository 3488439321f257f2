import { screen, waitFor } from '@testing-library/react';
import { renderSettings, type ConfigureSettings } from '../testing/render-settings';
import { identityError } from '../testing/render-auth';

const codeField = () => screen.getByRole('textbox', { name: /verification code/i });

async function openCodeStep(configure?: ConfigureSettings) {
  const view = await renderSettings('/security/mfa/code', { configure });
  await screen.findByRole('heading', { level: 1, name: 'Confirm your phone number' });
  return view;
}

describe('/security/mfa/code', () => {
  it('confirms the code, enables SMS MFA, re-reads the session and shows success', async () => {
    const view = await openCodeStep();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    await view.user.type(codeField(), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(view.navigations).toEqual(['/security/mfa/success']));
    expect(view.identity.confirmPhoneVerificationCode).toHaveBeenCalledWith({ code: '123456' });
    expect(view.identity.setSmsMfa).toHaveBeenCalledWith({ enabled: true });
    expect(view.session.refreshSession).toHaveBeenCalled();
    const order = [view.identity.confirmPhoneVerificationCode, view.identity.setSmsMfa, view.session.refreshSession].map((fn) => fn.mock.invocationCallOrder[0]);
    expect(order).toEqual([...order].sort((a = 0, b = 0) => a - b));
  });

  it('keeps the form with the invalid-code message on CodeMismatchException', async () => {
    const view = await openCodeStep((fakes) => void fakes.identity.confirmPhoneVerificationCode.mockRejectedValue(identityError('CodeMismatchException', 'Invalid code.')));
    await view.user.type(codeField(), '000000');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/That verification code is not valid/)).toBeInTheDocument();
    expect(codeField()).toHaveValue('000000');
    expect(view.identity.setSmsMfa).not.toHaveBeenCalled();
    expect(view.navigations).toEqual([]);
  });

  it('says a code spent by wrong answers can no longer be used, keeping what was typed', async () => {
    const view = await openCodeStep((fakes) =>
      void fakes.identity.confirmPhoneVerificationCode.mockRejectedValue(identityError('LimitExceededException', 'Attempt limit exceeded, please try after some time.')),
    );
    await view.user.type(codeField(), '000000');
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code can no longer be used because it was entered wrong too many times.');
    expect(codeField()).toHaveValue('000000');
    expect(view.identity.setSmsMfa).not.toHaveBeenCalled();
  });

  it('sends a new code on request', async () => {
    const view = await openCodeStep();
    await view.user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent you a new code.')).toBeInTheDocument();
    expect(view.identity.sendPhoneVerificationCode).toHaveBeenCalledTimes(1);
  });
});

import type { HttpClient } from '@member/shared-contracts/http';
import { createFakes } from '../testing/render-auth';
import { completeBaseAccount } from './complete-base-account';

function setup(put = jest.fn().mockResolvedValue({ generatedPassword: 'Generated-Pass-1!', cognitoUsername: 'bnft_m200011' })) {
  const fakes = createFakes();
  const steps: string[] = [];
  put.mockImplementation(async (path: string) => {
    steps.push(`PUT ${path}`);
    return { generatedPassword: 'Generated-Pass-1!', cognitoUsername: 'bnft_m200011' };
  });
  fakes.identity.updatePassword.mockImplementation(async ({ oldPassword, newPassword }) => {
    steps.push(`updatePassword ${oldPassword} → ${newPassword}`);
  });
  fakes.session.updateAccount = jest.fn(async (patch: unknown) => {
    steps.push(`PATCH ${JSON.stringify(patch)}`);
  });
  const http = { put } as unknown as HttpClient;
  return { ports: { http, identity: fakes.identity, session: fakes.session }, steps, fakes };
}

describe('completeBaseAccount (access §4 base-to-buy-up)', () => {
  it('generates a password, sets the chosen one, then patches the account', async () => {
    const { ports, steps } = setup();
    await completeBaseAccount(ports, '200011', { clientOrgId: 1002, email: 'alex@example.com', phoneNumber: '5125550111', password: 'Brand-New-2026!', hasAcceptedTerms: true });
    expect(steps).toEqual([
      'PUT /account/200011/reset-password',
      'updatePassword Generated-Pass-1! → Brand-New-2026!',
      'PATCH {"email":"alex@example.com","hasUserSetPassword":true,"clientOrgId":1002,"phoneNumber":"5125550111"}',
    ]);
  });

  it('leaves out the organisation and phone when they were not asked', async () => {
    const { ports, steps } = setup();
    await completeBaseAccount(ports, '200011', { email: 'alex@example.com', password: 'Brand-New-2026!', hasAcceptedTerms: true });
    expect(steps[2]).toBe('PATCH {"email":"alex@example.com","hasUserSetPassword":true}');
  });

  it('stops at the first failure: no account update when the password could not be set', async () => {
    const { ports, fakes } = setup();
    fakes.identity.updatePassword.mockRejectedValue(new Error('InvalidPasswordException'));
    await expect(completeBaseAccount(ports, '200011', { email: 'alex@example.com', password: 'Brand-New-2026!', hasAcceptedTerms: true })).rejects.toThrow();
    expect(fakes.session.updateAccount).not.toHaveBeenCalled();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { HttpError, type HttpClient } from '@member/shared-contracts/http';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { type RemoteMountProps } from '@member/shared-contracts/mount';
import { renderAuth } from '../testing/render-auth';
import { resetSignUp, signUpStore } from './sign-up.store';

const ACME_AUSTIN = { id: 1001, name: 'Acme Manufacturing - Austin' };
const ACME_DALLAS = { id: 1002, name: 'Acme Manufacturing - Dallas' };

function answeredUpTo(step: 'employer' | 'name' | 'dob' | 'identifier' | 'phone') {
  const order = ['employer', 'name', 'dob', 'identifier', 'phone'];
  const upTo = order.indexOf(step);
  signUpStore.getState().update({
    email: 'sam.rivera@example.com',
    ...(upTo >= 0 ? { clientOrg: ACME_AUSTIN } : {}),
    ...(upTo >= 1 ? { firstAndLastName: { firstName: 'Sam', lastName: 'Rivera' } } : {}),
    ...(upTo >= 2 ? { dateOfBirth: '07/14/1992' } : {}),
    ...(upTo >= 3 ? { identificationCode: '5567' } : {}),
    ...(upTo >= 4 ? { phoneNumber: '(512) 555-0199' } : {}),
  });
}

beforeEach(() => {
  resetSignUp();
  window.localStorage.clear();
});

describe('direct visits', () => {
  it('go to the email screen when there is no email', async () => {
    const view = await renderAuth('/sign-up/phone?client_id=12');
    await waitFor(() => expect(view.navigations).toEqual(['/?client_id=12&state=sign-up']));
  });

  it('go to the first step not answered, keeping the query', async () => {
    answeredUpTo('name');
    const view = await renderAuth('/sign-up/password?client_id=12');
    await waitFor(() => expect(view.navigations).toEqual(['/sign-up/dob?client_id=12']));
  });

  it('send the password step of a social sign-up (the pending single sign-on) to its last step (access §6)', async () => {
    answeredUpTo('phone');
    const view = await renderAuth('/sign-up/password', (fakes) => {
      fakes.identity.pendingFederatedSignIn.mockReturnValue({ email: 'sam.rivera@example.com', idToken: 't', idpIdentifier: 'google', userId: '7' });
    });
    await waitFor(() => expect(view.navigations).toEqual(['/sign-up/phone']));
  });

  it('keep the password step when only a stale stored sso provider name says Google', async () => {
    window.localStorage.setItem(STORAGE_KEYS.ssoProviderName, 'Google');
    answeredUpTo('phone');
    const view = await renderAuth('/sign-up/password');
    expect(await screen.findByText('Step 6 of 6')).toBeInTheDocument();
    expect(view.navigations).toEqual([]);
  });

  it('move focus to the new step heading', async () => {
    answeredUpTo('employer');
    await renderAuth('/sign-up/name');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });
});

describe('/sign-up/employer', () => {
  it('preselects the one organisation of the client_id lookup (limit 20, by relevance, no auth)', async () => {
    signUpStore.getState().update({ email: 'sam.rivera@example.com' });
    const get = jest.fn().mockResolvedValue({ items: [ACME_AUSTIN] });
    const view = await renderAuth('/sign-up/employer?client_id=101', () => ({ http: { get } as unknown as HttpClient }));
    expect(await screen.findByRole('radio', { name: ACME_AUSTIN.name })).toBeChecked();
    expect(get).toHaveBeenCalledWith('/client-organizations', { query: { client_id: '101', limit: '20', order_by: 'relevance' }, excludeAuth: true });
    expect(screen.getByRole('progressbar', { name: 'Sign-up progress' })).toHaveAttribute('aria-valuetext', 'Step 1 of 6');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(view.navigations).toEqual(['/sign-up/name?client_id=101']);
  });

  it('a sign-up link naming the organisation (client_org_id) preselects it with GET /client-organizations/{id}', async () => {
    signUpStore.getState().update({ email: 'sam.rivera@example.com' });
    const get = jest.fn().mockResolvedValue(ACME_DALLAS);
    const view = await renderAuth('/sign-up/employer?client_org_id=1002&client_id=101', () => ({ http: { get } as unknown as HttpClient }));
    expect(await screen.findByRole('radio', { name: ACME_DALLAS.name })).toBeChecked();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/client-organizations/1002', { excludeAuth: true });
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(view.navigations).toEqual(['/sign-up/name?client_org_id=1002&client_id=101']);
  });

  it('a sign-up link with the employer’s EIN looks its organisations up by ein (limit 20): several narrow the search', async () => {
    signUpStore.getState().update({ email: 'sam.rivera@example.com' });
    const get = jest.fn().mockResolvedValue({ items: [ACME_AUSTIN, ACME_DALLAS] });
    await renderAuth('/sign-up/employer?ein=74-1234567', () => ({ http: { get } as unknown as HttpClient }));
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    expect(get).toHaveBeenCalledWith('/client-organizations', { query: { ein: '741234567', limit: '20', order_by: 'relevance' }, excludeAuth: true });
    expect(screen.getByRole('textbox', { name: "Filter your employer's organizations" })).toBeInTheDocument();
  });

  it('an EIN typed into the search is looked up by ein, a name by name', async () => {
    signUpStore.getState().update({ email: 'sam.rivera@example.com' });
    const get = jest.fn().mockResolvedValue({ items: [ACME_AUSTIN] });
    const view = await renderAuth('/sign-up/employer', () => ({ http: { get } as unknown as HttpClient }));
    const field = await screen.findByRole('textbox', { name: 'Employer or organization name' });
    expect(field).toHaveAccessibleDescription("Or enter your employer's EIN (9 digits, on your W-2).");
    await view.user.type(field, '74-1234567');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(get).toHaveBeenCalledWith('/client-organizations', { query: { ein: '741234567', limit: '20', order_by: 'relevance' }, excludeAuth: true });
    expect(await screen.findByRole('radio', { name: ACME_AUSTIN.name })).toBeInTheDocument();
  });

  it('narrows the search to the client organisations when there are several', async () => {
    signUpStore.getState().update({ email: 'sam.rivera@example.com' });
    const get = jest.fn().mockResolvedValue({ items: [ACME_AUSTIN, ACME_DALLAS] });
    const view = await renderAuth('/sign-up/employer?client_id=101', () => ({ http: { get } as unknown as HttpClient }));
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    await view.user.type(screen.getByRole('textbox', { name: "Filter your employer's organizations" }), 'dallas');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1002']);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('searches by name (limit 5) and needs a choice before Next', async () => {
    signUpStore.getState().update({ email: 'sam.rivera@example.com' });
    const get = jest.fn().mockResolvedValue({ items: [ACME_AUSTIN, ACME_DALLAS] });
    const view = await renderAuth('/sign-up/employer', () => ({ http: { get } as unknown as HttpClient }));
    await view.user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose your employer.');
    await view.user.type(screen.getByRole('textbox', { name: 'Employer or organization name' }), 'acme');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(get).toHaveBeenCalledWith('/client-organizations', { query: { name: 'acme', limit: '5', order_by: 'relevance' }, excludeAuth: true });
    await view.user.click(await screen.findByRole('radio', { name: ACME_DALLAS.name }));
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(view.navigations).toEqual(['/sign-up/name']);
    expect(signUpStore.getState().clientOrg).toEqual(ACME_DALLAS);
  });

  it('says so when a name search finds nothing', async () => {
    signUpStore.getState().update({ email: 'sam.rivera@example.com' });
    const get = jest.fn().mockResolvedValue({ items: [] });
    const view = await renderAuth('/sign-up/employer', () => ({ http: { get } as unknown as HttpClient }));
    await view.user.type(await screen.findByRole('textbox', { name: 'Employer or organization name' }), 'nobody');
    expect(screen.queryByText(/No employer matches that name/)).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/No employer matches that name/)).toHaveAttribute('role', 'status');
  });

  it('shows the country-restriction page when the answer says so', async () => {
    signUpStore.getState().update({ email: 'sam.rivera@example.com' });
    const get = jest.fn().mockRejectedValue(new HttpError(403, 'restricted', new Headers({ 'x-country-restriction': 'true' })));
    const setGlobalError = jest.fn();
    await renderAuth('/sign-up/employer?client_id=101', () => ({ http: { get } as unknown as HttpClient, layout: { setGlobalError } as unknown as RemoteMountProps['layout'] }));
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(setGlobalError).toHaveBeenCalledWith(true, 'countryRestriction');
  });
});

describe('the field steps', () => {
  it('name: validates on touch, keeps what was typed when coming back, Back goes to the employer step', async () => {
    answeredUpTo('employer');
    const first = await renderAuth('/sign-up/name');
    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    await first.user.click(firstName);
    await first.user.tab();
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    await first.user.type(firstName, 'Sam');
    await first.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(first.navigations).toEqual(['/sign-up/employer']);
    first.unmount();

    const again = await renderAuth('/sign-up/name');
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Sam');
    await again.user.type(screen.getByRole('textbox', { name: /Last name/ }), ' Rivera ');
    await again.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(again.navigations).toEqual(['/sign-up/dob']);
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
  });

  it('dob: a real date as MM/DD/YYYY', async () => {
    answeredUpTo('name');
    const view = await renderAuth('/sign-up/dob');
    const field = await screen.findByRole('textbox', { name: /Date of birth/ });
    await view.user.type(field, '02/30/1992');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a real date of birth as MM/DD/YYYY.')).toBeInTheDocument();
    await view.user.clear(field);
    await view.user.type(field, '07/14/1992');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(view.navigations).toEqual(['/sign-up/identifier']);
  });

  it('identifier: exactly 4 digits', async () => {
    answeredUpTo('dob');
    const view = await renderAuth('/sign-up/identifier');
    const field = await screen.findByRole('textbox', { name: /Last 4 digits/ });
    await view.user.type(field, '55a');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter exactly 4 digits.')).toBeInTheDocument();
    await view.user.clear(field);
    await view.user.type(field, '5567');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(view.navigations).toEqual(['/sign-up/phone']);
  });

  it('phone: 10 digits, kept as (###) ###-####', async () => {
    answeredUpTo('identifier');
    const view = await renderAuth('/sign-up/phone');
    const field = await screen.findByRole('textbox', { name: /Mobile phone number/ });
    await view.user.type(field, '512555019');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a 10-digit phone number.')).toBeInTheDocument();
    await view.user.type(field, '9');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(view.navigations).toEqual(['/sign-up/password']);
    expect(signUpStore.getState().phoneNumber).toBe('(512) 555-0199');
  });
});

describe('unknown steps', () => {
  it('are page-not-found', async () => {
    signUpStore.getState().update({ email: 'sam.rivera@example.com' });
    await renderAuth('/sign-up/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from '@member/i18n';
import { loadPasswordStrengthEstimator, type PasswordStrengthEstimator } from '@member/shared-contracts/password';
import { translations } from '../testing/render-auth';
import { PasswordField } from './password-field';

jest.mock('@member/shared-contracts/password', () => {
  const actual = jest.requireActual('@member/shared-contracts/password');
  return { ...actual, loadPasswordStrengthEstimator: jest.fn(actual.loadPasswordStrengthEstimator) };
});
const loader = jest.mocked(loadPasswordStrengthEstimator);

function Harness() {
  const { control } = useForm({ defaultValues: { password: '' } });
  return <PasswordField name="password" control={control} label="Password" />;
}

/** `settle`: wait (inside act) for the estimator to load, as the browser would shortly after render. */
async function renderField(locale: 'en-US' | 'es-US' = 'en-US', settle = true) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    fallbackLng: 'en-US',
    ns: ['mfe_auth'],
    defaultNS: 'mfe_auth',
    resources: { 'en-US': { mfe_auth: translations['en-US'] }, 'es-US': { mfe_auth: translations['es-US'] } },
    interpolation: { escapeValue: false },
  });
  const user = userEvent.setup();
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Harness />
      </I18nextProvider>,
    );
    if (settle) await loader.mock.results.at(-1)?.value;
  });
  return { user, field: screen.getByLabelText('Password', { exact: false }) };
}

const strength = () => screen.getByRole('status');
const ruleItems = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);

async function type(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

describe('PasswordField', () => {
  it('is a new-password input described by the strength helper and the rule list', async () => {
    const { field } = await renderField();
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    expect(strength()).toHaveAttribute('aria-live', 'polite');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Your password needs:'));
  });

  it('never points aria-describedby at an empty element: the strength status joins the description once it says something', async () => {
    const { user, field } = await renderField();
    const targets = () => (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean).map((id) => document.getElementById(id));
    expect(targets().length).toBeGreaterThan(0);
    for (const target of targets()) expect(target?.textContent?.trim()).not.toBe('');
    expect(targets()).not.toContain(strength());
    await type(user, field, 'abc1');
    expect(targets()).toContain(strength());
    for (const target of targets()) expect(target?.textContent?.trim()).not.toBe('');
    await type(user, field, '');
    expect(targets()).not.toContain(strength());
  });

  it('shows every rule neutral while empty, then satisfied or unsatisfied, in words as well as icons', async () => {
    const { user, field } = await renderField();
    expect(ruleItems()).toEqual([
      'Not checked yet: At least 8 characters',
      'Not checked yet: At least 1 number',
      'Not checked yet: At least 1 lowercase letter',
      'Not checked yet: At least 1 uppercase letter',
      'Not checked yet: At least 1 special character (like ! or -)',
    ]);
    expect(strength()).toHaveTextContent('');
    await type(user, field, 'abc1');
    expect(ruleItems()).toEqual([
      'Not met: At least 8 characters',
      'Met: At least 1 number',
      'Met: At least 1 lowercase letter',
      'Not met: At least 1 uppercase letter',
      'Not met: At least 1 special character (like ! or -)',
    ]);
  });

  it.each([
    ['short', 'Abc1!', 'Too short: use at least 8 characters.'],
    ['long', `Ab1!${'x'.repeat(252)}`, 'Too long: use 255 characters or fewer.'],
    ['weak', 'Password1!', 'Password strength: weak. Try a longer phrase or less common words.'],
    ['fair', 'Member2026!', 'Password strength: fair.'],
    ['strong', 'My-New-Passw0rd', 'Password strength: strong.'],
  ])('announces the %s state', async (_state, value, text) => {
    const { user, field } = await renderField();
    await type(user, field, value);
    expect(await screen.findByText(text)).toBe(strength());
  });

  it('shows the length state at once and the strength once the estimator has loaded', async () => {
    let resolve: (estimate: PasswordStrengthEstimator) => void = () => undefined;
    loader.mockImplementationOnce(() => new Promise((done) => (resolve = done)));
    const { user, field } = await renderField('en-US', false);
    expect(loader).toHaveBeenCalled();
    await type(user, field, 'Abc');
    expect(strength()).toHaveTextContent('Too short: use at least 8 characters.');
    await type(user, field, 'My-New-Passw0rd');
    expect(strength()).toHaveTextContent('Checking password strength…');
    await act(async () => resolve(() => 4));
    expect(strength()).toHaveTextContent('Password strength: strong.');
  });

  it('speaks Spanish', async () => {
    const { user, field } = await renderField('es-US');
    expect(ruleItems()[0]).toBe('Aún sin comprobar: Al menos 8 caracteres');
    await type(user, field, 'My-New-Passw0rd');
    expect(await screen.findByText('Seguridad de la contraseña: fuerte.')).toBe(strength());
    expect(ruleItems()).toEqual([
      'Cumplido: Al menos 8 caracteres',
      'Cumplido: Al menos 1 número',
      'Cumplido: Al menos 1 letra minúscula',
      'Cumplido: Al menos 1 letra mayúscula',
      'Cumplido: Al menos 1 carácter especial (como ! o -)',
    ]);
  });
});

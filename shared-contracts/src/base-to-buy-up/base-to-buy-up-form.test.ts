import type { PasswordStrengthEstimator } from '../password/password-strength';
import { baseToBuyUpFormSchema, type BaseToBuyUpFormInput } from './base-to-buy-up-form';
import { VALIDATION_MESSAGES } from '../field-rules/validation-messages';

const strong: PasswordStrengthEstimator = () => 4;
const weak: PasswordStrengthEstimator = () => 1;

const valid: BaseToBuyUpFormInput = {
  clientOrgId: '1002',
  email: ' Alex.Rivera@Example.com ',
  phoneNumber: '(512) 555-0111',
  password: 'Brand-New-2026!',
  hasAcceptedTerms: true,
};

async function issuesOf(values: BaseToBuyUpFormInput, options: { asksOrganization?: boolean; asksPhone?: boolean; estimator?: PasswordStrengthEstimator } = {}) {
  const schema = baseToBuyUpFormSchema({
    asksOrganization: options.asksOrganization ?? true,
    asksPhone: options.asksPhone ?? true,
    loadEstimator: async () => options.estimator ?? strong,
  });
  const result = await schema.safeParseAsync(values);
  return result.success ? { data: result.data, issues: [] } : { data: undefined, issues: result.error.issues.map((issue) => [issue.path.join('.'), issue.message]) };
}

describe('baseToBuyUpFormSchema (access §5 "Base-to-buy-up form")', () => {
  it('gives the organisation id, trimmed email, bare phone digits and the password', async () => {
    expect((await issuesOf(valid)).data).toEqual({ clientOrgId: 1002, email: 'Alex.Rivera@Example.com', phoneNumber: '5125550111', password: 'Brand-New-2026!', hasAcceptedTerms: true });
  });

  it('requires the organisation only when the choice is shown', async () => {
    expect((await issuesOf({ ...valid, clientOrgId: '' })).issues).toEqual([['clientOrgId', VALIDATION_MESSAGES.organizationRequired]]);
    const { data } = await issuesOf({ ...valid, clientOrgId: '' }, { asksOrganization: false });
    expect(data).not.toHaveProperty('clientOrgId');
  });

  it('requires a valid email', async () => {
    expect((await issuesOf({ ...valid, email: '' })).issues[0]).toEqual(['email', VALIDATION_MESSAGES.emailRequired]);
    expect((await issuesOf({ ...valid, email: 'not-an-email' })).issues).toEqual([['email', VALIDATION_MESSAGES.emailInvalid]]);
  });

  it('requires a valid phone only when asked', async () => {
    expect((await issuesOf({ ...valid, phoneNumber: '555-01' })).issues).toEqual([['phoneNumber', VALIDATION_MESSAGES.phoneNumberInvalid]]);
    const { data, issues } = await issuesOf({ ...valid, phoneNumber: '' }, { asksPhone: false });
    expect(issues).toEqual([]);
    expect(data).not.toHaveProperty('phoneNumber');
  });

  it('applies the password rules and the strength', async () => {
    expect((await issuesOf({ ...valid, password: 'short' })).issues).toEqual([['password', VALIDATION_MESSAGES.passwordTooShort]]);
    expect((await issuesOf({ ...valid, password: ' Brand-New-2026!' })).issues).toEqual([['password', VALIDATION_MESSAGES.passwordSpaces]]);
    expect((await issuesOf(valid, { estimator: weak })).issues).toEqual([['password', VALIDATION_MESSAGES.passwordWeak]]);
  });

  it('requires the terms to be accepted', async () => {
    expect((await issuesOf({ ...valid, hasAcceptedTerms: false })).issues).toEqual([['hasAcceptedTerms', VALIDATION_MESSAGES.termsRequired]]);
  });
});

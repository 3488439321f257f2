import { z } from 'zod/mini';
import { emailSchema } from '../field-rules/email';
import { phoneNumberSchema } from '../field-rules/phone-number';
import { hasAcceptedTermsSchema } from '../sign-up/sign-up-email';
import { strongPasswordSchema, type PasswordStrengthEstimatorLoader } from '../password/password-strength';
import { VALIDATION_MESSAGES } from '../field-rules/validation-messages';

interface BaseToBuyUpFormOptions {
  /** The organisation choice is shown (the client has more than one organisation). */
  asksOrganization: boolean;
  /** The phone is asked (the account has none yet). */
  asksPhone: boolean;
  loadEstimator: PasswordStrengthEstimatorLoader;
}

/** What the form holds: strings as typed, the organisation as the chosen option's id. */
export interface BaseToBuyUpFormInput {
  clientOrgId: string;
  email: string;
  phoneNumber: string;
  password: string;
  hasAcceptedTerms: boolean;
}

/** What a valid form gives: fields that were not asked are absent. */
export interface BaseToBuyUpFormValues {
  clientOrgId?: number;
  email: string;
  phoneNumber?: string;
  password: string;
  hasAcceptedTerms: true;
}

const organizationSchema = z.pipe(
  z.string({ error: VALIDATION_MESSAGES.organizationRequired }).check(z.trim(), z.regex(/^[1-9]\d*$/, { error: VALIDATION_MESSAGES.organizationRequired })),
  z.transform(Number),
);

/**
 * Access §5 "Base-to-buy-up form": organization required when the choice is shown; email valid; phone
 * valid when asked; the password passes the strength rules (§5 Password, asynchronous: the estimator loads
 * on demand); terms accepted. Fields not asked are dropped from the result.
 */
export function baseToBuyUpFormSchema({ asksOrganization, asksPhone, loadEstimator }: BaseToBuyUpFormOptions) {
  return z.pipe(
    z.object({
      clientOrgId: asksOrganization ? organizationSchema : z.optional(z.unknown()),
      email: emailSchema,
      phoneNumber: asksPhone ? phoneNumberSchema : z.optional(z.unknown()),
      password: strongPasswordSchema(loadEstimator),
      hasAcceptedTerms: hasAcceptedTermsSchema,
    }),
    z.transform((values): BaseToBuyUpFormValues => {
      const result: BaseToBuyUpFormValues = { email: values.email, password: values.password, hasAcceptedTerms: true };
      if (asksOrganization) result.clientOrgId = values.clientOrgId as number;
      if (asksPhone) result.phoneNumber = values.phoneNumber as string;
      return result;
    }),
  );
}

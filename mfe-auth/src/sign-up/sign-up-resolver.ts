import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/** The step messages live in this remote's screen strings under `signUpSteps.` (e.g. `signUpSteps.validation.identificationCode.invalid`). */
export const SIGN_UP_MESSAGE_PREFIX = 'signUpSteps.';

/**
 * zodResolver for a sign-up step's shared-contracts schema, its message keys moved under
 * SIGN_UP_MESSAGE_PREFIX so they are translated with the sign-up screens' strings.
 */
export function signUpStepResolver<Values extends FieldValues>(schema: Parameters<typeof zodResolver>[0]): Resolver<Values> {
  const resolve = zodResolver(schema) as unknown as Resolver<Values>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const error of Object.values(result.errors)) {
      if (error && typeof error.message === 'string' && !error.message.startsWith(SIGN_UP_MESSAGE_PREFIX)) error.message = `${SIGN_UP_MESSAGE_PREFIX}${error.message}`;
    }
    return result;
  };
}

import { z } from 'zod/mini';
import { IDENTIFICATION_CODE_DIGITS } from './digits';
import { VALIDATION_MESSAGES } from './validation-messages';

const IDENTIFICATION_CODE_PATTERN = new RegExp(`^\\d{${IDENTIFICATION_CODE_DIGITS}}$`);

/** Last-4 identification code: exactly 4 digits (access §5, §9). */
export const identificationCodeSchema = z
  .string({ error: VALIDATION_MESSAGES.identificationCodeInvalid })
  .check(z.regex(IDENTIFICATION_CODE_PATTERN, { error: VALIDATION_MESSAGES.identificationCodeInvalid }));

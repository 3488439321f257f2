import { useRef, useState, type FormEvent } from 'react';
import { normalizeSignIn, signInFieldErrors, type SignInForm } from '@member/shared-contracts/sign-in';

type Field = keyof SignInForm;
const FIELDS: readonly Field[] = ['email', 'password'];

/**
 * The sign-in form's state without react-hook-form and zod, which would weigh on the sign-in screen's
 * first-load budget (the other forms keep them and load them with their screens). It follows
 * react-hook-form's `onTouched` mode: a field's message shows once it was left (or a submit was tried)
 * and follows every change after; a submit with a rule broken focuses the first such field; the values
 * sent are normalized (email trimmed); `resetPassword` empties the password and forgets it was touched.
 * Rules and message keys are shared-contracts' (`signInFieldErrors`).
 */
export function useSignInFields(defaultEmail: string) {
  const [values, setValues] = useState<SignInForm>({ email: defaultEmail, password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const inputs = { email: emailInput, password: passwordInput };
  const errors = signInFieldErrors(values);

  const errorOf = (name: Field) => (touched[name] ? errors[name] : undefined);

  const field = (name: Field) => ({
    name,
    value: values[name],
    ref: inputs[name],
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    onBlur: () => setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true })),
    error: errorOf(name),
  });

  const handleSubmit = (onValid: (values: SignInForm) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    const invalid = FIELDS.filter((name) => errors[name] !== undefined);
    if (invalid.length > 0) {
      setTouched({ email: true, password: true });
      inputs[invalid[0] as Field].current?.focus();
      return;
    }
    setIsSubmitting(true);
    try {
      await onValid(normalizeSignIn(values));
    } finally {
      setIsSubmitting(false);
    }
  };

  const resetPassword = () => {
    setValues((previous) => ({ ...previous, password: '' }));
    setTouched((previous) => ({ ...previous, password: false }));
  };

  return { field, handleSubmit, resetPassword, isValid: Object.keys(errors).length === 0, isSubmitting };
}

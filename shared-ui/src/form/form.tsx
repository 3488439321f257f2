import type { Ref } from 'react';
import { Form as RacForm, type FormProps as RacFormProps } from 'react-aria-components';

export interface FormProps extends RacFormProps {
  ref?: Ref<HTMLFormElement>;
}

/**
 * RAC Form with `validationBehavior="aria"` by default (no browser validation bubbles, whose copy is not ours).
 * `validationErrors` (e.g. from the server, keyed by field `name`) show on the matching TextField / Checkbox.
 * Works with react-hook-form: `<Form onSubmit={handleSubmit(onValid)}>`.
 */
export function Form({ validationBehavior = 'aria', ...rest }: FormProps) {
  return <RacForm {...rest} validationBehavior={validationBehavior} />;
}

import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch, type Control, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { Button, Form } from '@member/ui';
import { useTranslation } from '@member/i18n';
import { signUpTermsSchema, type SignUpStep } from '@member/shared-contracts/sign-up';
import { FormTextField, type FormTextFieldProps } from '../common/form-text-field';
import { mergeResolvers } from '../common/merge-resolvers';
import { TermsAcceptanceCheckbox } from '../common/terms-acceptance-checkbox';
import { SignUpStepLayout } from './sign-up-step-layout';
import { signUpStepResolver } from './sign-up-resolver';
import { signUpStore } from './sign-up.store';
import { useSignUpNavigation } from './use-sign-up-navigation';

type StepField<Values extends FieldValues> = Omit<FormTextFieldProps<Values>, 'control' | 'name'> & { name: Path<Values> };

export interface SignUpFieldsStepProps<Values extends FieldValues> {
  step: SignUpStep;
  heading: string;
  intro?: ReactNode;
  schema: Parameters<typeof signUpStepResolver>[0];
  fields: StepField<Values>[];
  /** What the sign-up store holds for these fields (what was typed before). */
  initial: Values;
  /** Keeps what is typed in the sign-up store on every change (so Back loses nothing). */
  keep(values: Values): void;
  /** After a valid Next, before moving on (e.g. store the phone formatted). */
  accept?(values: Values): void;
  /** The submit button's busy state (e.g. the last step creating the account): pending, so it cannot be pressed twice. */
  submitting?: { isPending: boolean; pendingLabel: string };
  /** The step creates the account: the terms acceptance shows under the fields and is required (access §5). */
  acceptsTerms?: boolean;
}

type WithTerms<Values> = Values & { hasAcceptedTerms?: boolean };

/**
 * A sign-up step of text fields: validated on touch with its shared-contracts schema, what is typed kept
 * in the sign-up store as it is typed, Next to the following step once valid.
 */
export function SignUpFieldsStep<Values extends FieldValues>({ step, heading, intro, schema, fields, initial, keep, accept, submitting, acceptsTerms = false }: SignUpFieldsStepProps<Values>) {
  const { t } = useTranslation('mfe_auth');
  const { goNext } = useSignUpNavigation(step);
  const { control, handleSubmit } = useForm<WithTerms<Values>>({
    mode: 'onTouched',
    resolver: acceptsTerms ? mergeResolvers(signUpStepResolver(schema), signUpStepResolver(signUpTermsSchema)) : signUpStepResolver(schema),
    defaultValues: (acceptsTerms ? { ...initial, hasAcceptedTerms: signUpStore.getState().hasAcceptedTerms } : initial) as DefaultValues<WithTerms<Values>>,
  });
  // The same form seen with the step's own fields only (TypeScript cannot see Path<Values> ⊂ Path<WithTerms<Values>>).
  const fieldsControl = control as unknown as Control<Values>;
  const typed = useWatch({ control }) as WithTerms<Values>;
  useEffect(() => keep(typed), [keep, typed]);

  const submit = handleSubmit(() => {
    if (acceptsTerms) signUpStore.getState().update({ hasAcceptedTerms: typed.hasAcceptedTerms === true });
    accept?.(typed);
    goNext();
  });

  return (
    <SignUpStepLayout step={step} heading={heading}>
      {intro}
      <Form onSubmit={submit}>
        {fields.map(({ name, ...props }) => (
          <FormTextField key={name} name={name} control={fieldsControl} isRequired {...props} />
        ))}
        {acceptsTerms && <TermsAcceptanceCheckbox name={'hasAcceptedTerms' as Path<WithTerms<Values>>} control={control} />}
        <Button type="submit" isFullWidth isPending={submitting?.isPending} pendingLabel={submitting?.pendingLabel}>
          {t('signUpSteps.next')}
        </Button>
      </Form>
    </SignUpStepLayout>
  );
}

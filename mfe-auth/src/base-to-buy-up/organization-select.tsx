import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@member/i18n';
import { SelectField } from '@member/ui/select-field';
import type { ClientOrganization } from '@member/shared-contracts/account';

export interface OrganizationSelectProps<Values extends FieldValues> {
  name: FieldPath<Values>;
  control: Control<Values>;
  label: string;
  placeholder: string;
  organizations: readonly ClientOrganization[];
}

/**
 * The organisation choice (a native select: at most 20 organisations, access §7 "by client id 20"),
 * labelled, required, its validation message tied to it with aria-describedby.
 */
export function OrganizationSelect<Values extends FieldValues>({ name, control, label, placeholder, organizations }: OrganizationSelectProps<Values>) {
  const { t } = useTranslation('mfe_auth');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <SelectField
          ref={field.ref}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          isRequired
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message ? t(`baseToBuyUp.${fieldState.error.message}`) : undefined}
        >
          <option value="">{placeholder}</option>
          {organizations.map((organization) => (
            <option key={organization.id} value={String(organization.id)}>
              {organization.name}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}

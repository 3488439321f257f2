import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '@member/i18n';
import { SelectField } from '@member/ui/select-field';
import type { ClientOrganization } from '@member/shared-contracts/account';
import { useFormField, type FormFieldBinding } from '../common/use-form-field';

export interface OrganizationSelectProps<Values extends FieldValues> extends FormFieldBinding<Values> {
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
  const fieldProps = useFormField({ name, control }, (key) => t(`baseToBuyUp.${key}`));
  return (
    <SelectField
      {...fieldProps}
      value={fieldProps.value as string}
      label={label}
      isRequired
    >
      <option value="">{placeholder}</option>
      {organizations.map((organization) => (
        <option key={organization.id} value={String(organization.id)}>
          {organization.name}
        </option>
      ))}
    </SelectField>
  );
}

import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@member/i18n';
import type { ClientOrganization } from '@member/shared-contracts/account';
import styles from './organization-select.module.css';

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
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={id}>
            {label}
          </label>
          <select
            id={id}
            ref={field.ref}
            name={field.name}
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            required
            aria-invalid={fieldState.invalid}
            aria-describedby={fieldState.error ? errorId : undefined}
            className={styles.select}
          >
            <option value="">{placeholder}</option>
            {organizations.map((organization) => (
              <option key={organization.id} value={String(organization.id)}>
                {organization.name}
              </option>
            ))}
          </select>
          {fieldState.error?.message && (
            <span id={errorId} className={styles.error}>
              {t(`baseToBuyUp.${fieldState.error.message}`)}
            </span>
          )}
        </div>
      )}
    />
  );
}

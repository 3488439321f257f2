import { useState } from 'react';
import { useTranslation } from '@member/i18n';
import { Banner, Button, LinkButton, LoadingState, PageTemplate, TextField, useFocusFirstInvalid } from '@member/ui';
import { SelectField } from '@member/ui/select-field';
import { US_STATE_CODES, mailingAddressErrors, normalizeMailingAddress, type AddressErrors, type MailingAddress } from '@member/shared-contracts/reimbursements';
import { useReimbursementMethod } from '../common/reimbursements.resource';
import { formatAddress } from '../common/format-address';
import { useChooseMailedCheck } from './check-confirmation.resource';
import styles from '../common/reimbursements.module.css';

const EMPTY: MailingAddress = { line1: '', line2: '', city: '', state: '', zipCode: '' };

/** `/reimbursements/check-confirmation`: confirm or correct the mailing address, then a confirmation (features §2). */
export function CheckConfirmationScreen() {
  const { t } = useTranslation('mfe_reimbursements');
  const method = useReimbursementMethod();
  // What the member typed; until then the address on file (kept as typed after a refused save).
  const [edited, setAddress] = useState<MailingAddress | null>(null);
  const address = edited ?? (method.data ? (method.data.address ?? EMPTY) : null);
  const [errors, setErrors] = useState<AddressErrors>({});
  const { ref: formRef, focusFirstError } = useFocusFirstInvalid();

  const save = useChooseMailedCheck();

  if (save.isSuccess) {
    return (
      <PageTemplate heading={t('check.confirmedHeading')} width="narrow">
        <div className={styles.stack}>
          <p>{t('check.confirmedBody')}</p>
          <address className={styles.address}>{formatAddress(save.data.address ?? EMPTY)}</address>
          <p>{t('check.laterHint')}</p>
          <div className={styles.actions}>
            <LinkButton href="/reimbursements">{t('check.backToReimbursements')}</LinkButton>
            <LinkButton variant="secondary" href="/reimbursements/setup-direct-deposit-later">{t('check.directDepositLater')}</LinkButton>
          </div>
        </div>
      </PageTemplate>
    );
  }
  if (address === null) {
    return (
      <PageTemplate heading={t('check.heading')} width="narrow">
        {method.isError ? <Banner tone="error" heading={t('setup.loadFailed')} /> : <LoadingState label={t('setup.loading')} />}
      </PageTemplate>
    );
  }

  const field = (name: keyof MailingAddress) => ({
    value: address[name],
    onChange: (value: string) => setAddress({ ...address, [name]: value }),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name] ? t(errors[name]) : undefined,
  });

  const submit = () => {
    const found = mailingAddressErrors(address);
    setErrors(found);
    focusFirstError();
    if (Object.keys(found).length > 0) return;
    save.mutate(normalizeMailingAddress(address));
  };

  return (
    <PageTemplate heading={t('check.heading')} width="narrow">
      <form
        ref={formRef}
        className={styles.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>{t('check.intro')}</p>
        {Object.keys(errors).length > 0 && <Banner tone="error" heading={t('check.fixErrors')} />}
        {save.isError && <Banner tone="error" heading={t('check.saveFailed')} />}
        <TextField label={t('check.line1')} autoComplete="address-line1" {...field('line1')} />
        <TextField label={t('check.line2')} description={t('check.optional')} autoComplete="address-line2" {...field('line2')} />
        <TextField label={t('check.city')} autoComplete="address-level2" {...field('city')} />
        <SelectField label={t('check.state')} autoComplete="address-level1" {...field('state')}>
          <option value="">{t('check.chooseState')}</option>
          {US_STATE_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <TextField label={t('check.zipCode')} description={t('check.zipHint')} autoComplete="postal-code" inputMode="numeric" {...field('zipCode')} />
        <div className={styles.actions}>
          {/* Disabled, not pending: a pending button's late announcement would outlive the form it leaves. */}
          <Button type="submit" isDisabled={save.isPending}>{t('check.confirm')}</Button>
          <LinkButton variant="secondary" href="/reimbursements">{t('check.cancel')}</LinkButton>
        </div>
      </form>
    </PageTemplate>
  );
}

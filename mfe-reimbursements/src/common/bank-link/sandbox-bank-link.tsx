import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { Button, TextField, useFocusFirstInvalid } from '@member/ui';
import { Modal } from '@member/ui/overlays';
import { useRemoteProps } from '@member/remote-runtime';
import { MICRO_DEPOSIT_ERROR_CODES, bankLinkStandInPaths, bankNumbersErrors, microDepositRefusalOf, type StandInInstitution, type StandInResult, type StandInSession } from '@member/shared-contracts/reimbursements';
import { isHttpError } from '@member/shared-contracts/http';
import type { BankLinkExit, BankLinkProps } from './bank-link-port';
import styles from '../reimbursements.module.css';

type Step = { kind: 'loading' } | { kind: 'banks' } | { kind: 'numbers'; institution: StandInInstitution } | { kind: 'reauthenticate' } | { kind: 'verify'; isLocked: boolean };

/**
 * The sandbox's stand-in of Plaid Link (local and test runs): a dialog over the page driven by the member
 * API's `/sandbox-link/*` calls, the link token its only credential. Bank numbers travel in bodies; the
 * OAuth bank is a real top-level trip to the bank's page and back to `/plaid-oauth`.
 */
export function SandboxBankLink({ linkToken, receivedRedirectUri, onSuccess, onExit }: BankLinkProps) {
  const { t } = useTranslation('mfe_reimbursements');
  const { http } = useRemoteProps();
  const [session, setSession] = useState<StandInSession | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [routingNumber, setRoutingNumber] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [amounts, setAmounts] = useState<[string, string]>(['', '']);
  const [fieldErrors, setFieldErrors] = useState<{ routingNumber?: string; accountNumber?: string }>({});
  const { ref: numbersFormRef, focusFirstError } = useFocusFirstInvalid();
  const id = useId();

  const finish = (result: StandInResult) => {
    if ('publicToken' in result) onSuccess(result.publicToken);
    else window.location.assign(result.oauthUrl);
  };

  const run = async (work: () => Promise<StandInResult>, explain: (error: unknown) => string = (error) => (isHttpError(error, 400) && error.message.startsWith('validation.') ? t(error.message) : t('link.standIn.failed'))) => {
    setBusy(true);
    setFailure(null);
    try {
      finish(await work());
    } catch (error) {
      setFailure(explain(error));
    } finally {
      setBusy(false);
    }
  };

  /** Wrong amounts say how many tries are left; the last one locks the link (Plaid's attempt limit). */
  const explainRefusedAmounts = (error: unknown): string => {
    const refusal = isHttpError(error, 400) ? microDepositRefusalOf(error.body) : null;
    if (refusal?.errorCode === MICRO_DEPOSIT_ERROR_CODES.locked) {
      setStep({ kind: 'verify', isLocked: true });
      return t('validation.bank.microDepositsLocked');
    }
    if (refusal) return `${t('validation.bank.microDepositsWrong')} ${t('validation.bank.microDepositsTriesLeft', { count: refusal.attemptsLeft })}`;
    return t('validation.bank.microDepositsWrong');
  };

  // Link opens once per link token (and resumes once per return from the bank): the parent's handlers,
  // new on each of its renders, are read when an answer arrives rather than reopening the session.
  const answered = useEffectEvent((result: StandInResult) => finish(result));
  const exited = useEffectEvent((exit: BankLinkExit) => onExit(exit));

  useEffect(() => {
    let cancelled = false;
    if (receivedRedirectUri) {
      const received = new URL(receivedRedirectUri, window.location.origin);
      const oauthStateId = received.searchParams.get('oauth_state_id');
      if (received.searchParams.get('error') || !oauthStateId) {
        exited({ reason: 'exited' });
        return;
      }
      http
        .post<StandInResult>(bankLinkStandInPaths.resume(), { body: { linkToken, oauthStateId } })
        .then((result) => !cancelled && answered(result))
        .catch(() => !cancelled && exited({ reason: 'error', message: 'oauth' }));
      return () => {
        cancelled = true;
      };
    }
    http
      .get<StandInSession>(bankLinkStandInPaths.session(), { query: { link_token: linkToken } })
      .then((answer) => {
        if (cancelled) return;
        setSession(answer);
        setStep(
          answer.mode === 'create' ? { kind: 'banks' }
          : answer.update === 'verifyMicroDeposits' || answer.update === 'verificationLocked' ? { kind: 'verify', isLocked: answer.update === 'verificationLocked' }
          : { kind: 'reauthenticate' },
        );
      })
      .catch(() => !cancelled && exited({ reason: 'error', message: 'session' }));
    return () => {
      cancelled = true;
    };
  }, [http, linkToken, receivedRedirectUri]);

  const chooseBank = (institution: StandInInstitution) => {
    if (institution.kind === 'microDeposits') {
      setStep({ kind: 'numbers', institution });
      return;
    }
    void run(() => http.post<StandInResult>(bankLinkStandInPaths.connect(), { body: { linkToken, institutionId: institution.id } }));
  };

  const submitNumbers = (institution: StandInInstitution) => {
    const errors = bankNumbersErrors(routingNumber.trim(), accountNumber.trim());
    setFieldErrors(errors);
    focusFirstError();
    if (Object.keys(errors).length > 0) return;
    void run(() =>
      http.post<StandInResult>(bankLinkStandInPaths.connect(), {
        body: { linkToken, institutionId: institution.id, routingNumber: routingNumber.trim(), accountNumber: accountNumber.trim() },
      }),
    );
  };

  const submitAmounts = () => {
    const cents = amounts.map((amount) => Math.round(Number(amount.replace(/^\$/, '')) * 100));
    if (cents.some((value) => !Number.isFinite(value) || value <= 0)) {
      setFailure(t('validation.bank.microDepositsWrong'));
      return;
    }
    void run(() => http.post<StandInResult>(bankLinkStandInPaths.verify(), { body: { linkToken, amounts: cents } }), explainRefusedAmounts);
  };

  // A link found locked when Link opens says so at once, before any amounts are typed.
  const shownFailure = failure ?? (step.kind === 'verify' && step.isLocked ? t('validation.bank.microDepositsLocked') : null);
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onExit({ reason: 'exited' })} heading={t('link.standIn.heading')} closeLabel={t('link.standIn.close')}>
      <div className={styles.stack}>
        <p>{t('link.standIn.intro')}</p>
        {shownFailure && (
          <p role="alert" className={styles.error}>
            {shownFailure}
          </p>
        )}
        {step.kind === 'loading' && <p role="status">{t('link.standIn.loading')}</p>}
        {step.kind === 'banks' && session && (
          <ul className={styles.banks} aria-label={t('link.standIn.banks')}>
            {session.institutions.map((institution) => (
              <li key={institution.id}>
                <Button variant="secondary" isFullWidth isDisabled={isBusy} onPress={() => chooseBank(institution)}>
                  {`${institution.name} — ${t(`link.standIn.kind.${institution.kind}`)}`}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {step.kind === 'numbers' && (
          <form
            ref={numbersFormRef}
            className={styles.stack}
            aria-labelledby={`${id}-numbers`}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submitNumbers(step.institution);
            }}
          >
            <p id={`${id}-numbers`}>{t('link.standIn.numbersIntro', { bank: step.institution.name })}</p>
            <TextField label={t('link.standIn.routingNumber')} value={routingNumber} onChange={setRoutingNumber} inputMode="numeric" autoComplete="off"
              isInvalid={Boolean(fieldErrors.routingNumber)} errorMessage={fieldErrors.routingNumber ? t(fieldErrors.routingNumber) : undefined} />
            <TextField label={t('link.standIn.accountNumber')} value={accountNumber} onChange={setAccountNumber} inputMode="numeric" autoComplete="off"
              isInvalid={Boolean(fieldErrors.accountNumber)} errorMessage={fieldErrors.accountNumber ? t(fieldErrors.accountNumber) : undefined} />
            <Button type="submit" isPending={isBusy}>{t('link.standIn.continue')}</Button>
          </form>
        )}
        {step.kind === 'reauthenticate' && (
          <>
            <p>{t('link.standIn.reauthenticate', { bank: session?.institutionName ?? '' })}</p>
            <Button isPending={isBusy} onPress={() => void run(() => http.post<StandInResult>(bankLinkStandInPaths.connect(), { body: { linkToken } }))}>
              {t('link.standIn.signInAgain')}
            </Button>
          </>
        )}
        {step.kind === 'verify' && (
          <form
            className={styles.stack}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submitAmounts();
            }}
          >
            <p>{t('link.standIn.verifyIntro', { bank: session?.institutionName ?? '' })}</p>
            <TextField label={t('link.standIn.firstAmount')} value={amounts[0]} onChange={(value) => setAmounts([value, amounts[1]])} inputMode="decimal" isReadOnly={step.isLocked} />
            <TextField label={t('link.standIn.secondAmount')} value={amounts[1]} onChange={(value) => setAmounts([amounts[0], value])} inputMode="decimal" isReadOnly={step.isLocked} />
            {step.isLocked ? (
              // Plaid's locked Item cannot be verified again: Link exits with the error and the flow opens a new link.
              <Button onPress={() => onExit({ reason: 'error', message: MICRO_DEPOSIT_ERROR_CODES.locked })}>{t('link.standIn.startOver')}</Button>
            ) : (
              <Button type="submit" isPending={isBusy}>{t('link.standIn.verify')}</Button>
            )}
          </form>
        )}
      </div>
    </Modal>
  );
}

import { Suspense, lazy, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from '@member/router';
import { useRemoteProps } from '@member/remote-runtime';
import { DEFAULT_BANK_LINK_SETTINGS, MICRO_DEPOSIT_ERROR_CODES, PENDING_BANK_LINK_CONTINUE_STORAGE_KEY, PENDING_BANK_LINK_STORAGE_KEY, acceptedRedirectPath, isBankLinkSettings, type BankLinkSettings } from '@member/shared-contracts/reimbursements';
import { useReimbursementStore } from '../reimbursement.store';
import { useCreateLinkToken, useExchangePublicToken } from './bank-link.resource';
import type { BankLinkAdapter, BankLinkExit, BankLinkProps } from './bank-link-port';

/**
 * The adapters of the bank-link port, each in its own chunk loaded when Link opens: Plaid's own binding
 * (`react-plaid-link`) where the environment names `bankLink.provider: "plaid"` (production), the
 * sandbox's stand-in otherwise.
 */
const PlaidBankLink: BankLinkAdapter = lazy(() => import(/* webpackChunkName: "plaid-link" */ './plaid-bank-link').then((module) => ({ default: module.PlaidBankLink })));
const SandboxBankLink: BankLinkAdapter = lazy(() => import(/* webpackChunkName: "bank-link" */ './sandbox-bank-link').then((module) => ({ default: module.SandboxBankLink })));

/**
 * Link through the environment's provider (`services.json` `bankLink`, the mount prop; absent → the
 * sandbox's stand-in). A value that names no known provider is an error exit, logged — never a silent
 * fallback to the stand-in in an environment that meant Plaid.
 */
export function BankLink({ settings = DEFAULT_BANK_LINK_SETTINGS, ...props }: BankLinkProps & { settings: BankLinkSettings | undefined }) {
  const { logger } = useRemoteProps();
  const known = isBankLinkSettings(settings);
  const { onExit } = props;
  useEffect(() => {
    if (known) return;
    logger.error('bank link misconfigured: services.json bankLink names no known provider');
    onExit({ reason: 'error', message: 'BANK_LINK_MISCONFIGURED' });
  }, [known, logger, onExit]);
  if (!known) return null;
  return settings.provider === 'plaid' ? <PlaidBankLink {...props} /> : <SandboxBankLink {...props} />;
}

export type BankLinkOutcome = 'exited' | 'error' | null;

const PLAID_OAUTH_PATH = '/plaid-oauth';

function readSessionValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSessionValue(key: string, value: string | null): void {
  try {
    if (value) window.sessionStorage.setItem(key, value);
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage off: an OAuth bank cannot resume, the member starts again.
  }
}

export function readPendingLinkToken(): string | null {
  return readSessionValue(PENDING_BANK_LINK_STORAGE_KEY);
}

function writePendingLink(linkToken: string | null, continueTo: string | null = null): void {
  writeSessionValue(PENDING_BANK_LINK_STORAGE_KEY, linkToken);
  writeSessionValue(PENDING_BANK_LINK_CONTINUE_STORAGE_KEY, linkToken ? continueTo : null);
}

/** Where a finished link lands: the success page, carrying where the member continues from there, if anywhere. */
function successPath(continueTo: string | null): string {
  const accepted = acceptedRedirectPath(continueTo);
  return accepted ? `/reimbursements/direct-deposit-success?redirectUrl=${encodeURIComponent(accepted)}` : '/reimbursements/direct-deposit-success';
}

/**
 * The bank-link flow (link token → Link → public token → exchange), shared by `/reimbursements` and
 * `/plaid-oauth`. Exit and error leave the member where they were with `outcome` set; success goes to
 * `/reimbursements/direct-deposit-success`, which offers `continueTo` (the direct-deposit prompt's
 * redirect) when given — kept across an OAuth bank's round trip.
 */
export function useBankLinkFlow(initial: { linkToken: string; receivedRedirectUri: string } | null = null, continueTo: string | null = null) {
  const { bankLink } = useRemoteProps();
  const { mutateAsync: requestLinkToken } = useCreateLinkToken();
  const { mutateAsync: exchange } = useExchangePublicToken();
  const navigate = useNavigate();
  const setPlaidTokenLoading = useReimbursementStore((state) => state.setPlaidTokenLoading);
  const setPlaidOpen = useReimbursementStore((state) => state.setPlaidOpen);
  const [session, setSession] = useState<{ linkToken: string; receivedRedirectUri?: string } | null>(initial);
  const [outcome, setOutcome] = useState<BankLinkOutcome>(null);

  const start = useCallback(
    async (mode: 'create' | 'update', linkId?: string) => {
      setOutcome(null);
      setPlaidTokenLoading(true);
      try {
        const redirectUri = `${window.location.origin}${PLAID_OAUTH_PATH}`;
        const request = mode === 'update' && linkId ? { mode, linkId, redirectUri } : { mode: 'create' as const, redirectUri };
        const { linkToken } = await requestLinkToken(request);
        writePendingLink(linkToken, continueTo);
        setSession({ linkToken });
        setPlaidOpen(true);
      } catch {
        setOutcome('error');
      } finally {
        setPlaidTokenLoading(false);
      }
    },
    [requestLinkToken, continueTo, setPlaidOpen, setPlaidTokenLoading],
  );

  const onSuccess = useCallback(
    async (publicToken: string) => {
      try {
        await exchange(publicToken);
        const next = successPath(continueTo ?? readSessionValue(PENDING_BANK_LINK_CONTINUE_STORAGE_KEY));
        writePendingLink(null);
        setSession(null);
        setPlaidOpen(false);
        navigate(next);
      } catch {
        setSession(null);
        setPlaidOpen(false);
        setOutcome('error');
      }
    },
    [exchange, continueTo, navigate, setPlaidOpen],
  );

  const onExit = useCallback(
    (exit: BankLinkExit) => {
      writePendingLink(null);
      setSession(null);
      setPlaidOpen(false);
      // A locked micro-deposit verification (Plaid's TOO_MANY_VERIFICATION_ATTEMPTS) cannot be tried
      // again: the member starts over with a new link.
      if (exit.reason === 'error' && exit.message === MICRO_DEPOSIT_ERROR_CODES.locked) {
        void start('create');
        return;
      }
      setOutcome(exit.reason);
    },
    [setPlaidOpen, start],
  );

  const link: ReactNode = session ? (
    <Suspense fallback={null}>
      <BankLink settings={bankLink} linkToken={session.linkToken} receivedRedirectUri={session.receivedRedirectUri} onSuccess={(token) => void onSuccess(token)} onExit={onExit} />
    </Suspense>
  ) : null;

  return { start, link, outcome, clearOutcome: () => setOutcome(null) };
}

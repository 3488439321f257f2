import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@member/router';
import { useRemoteProps } from '@member/remote-runtime';
import { PENDING_BANK_LINK_STORAGE_KEY, createLinkToken, exchangePublicToken, reimbursementsQueryKeys } from '@member/shared-contracts';
import { useAccountId } from '../common/reimbursements.resource';
import { useReimbursementStore } from '../common/reimbursement.store';
import type { BankLinkAdapter, BankLinkExit } from './bank-link-port';

/**
 * Which adapter opens Link, in its own chunk (with the dialog machinery of @member/ui/overlays), loaded
 * when Link opens. Only the sandbox's stand-in exists so far; the production adapter (Plaid's
 * `react-plaid-link`) plugs in here with the same props (see ARCHITECTURE "Reimbursements").
 */
export const bankLinkAdapter: BankLinkAdapter = lazy(() => import(/* webpackChunkName: "bank-link" */ './sandbox-bank-link').then((module) => ({ default: module.SandboxBankLink })));

export type BankLinkOutcome = 'exited' | 'error' | null;

export const PLAID_OAUTH_PATH = '/plaid-oauth';

export function readPendingLinkToken(): string | null {
  try {
    return window.sessionStorage.getItem(PENDING_BANK_LINK_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writePendingLinkToken(linkToken: string | null): void {
  try {
    if (linkToken) window.sessionStorage.setItem(PENDING_BANK_LINK_STORAGE_KEY, linkToken);
    else window.sessionStorage.removeItem(PENDING_BANK_LINK_STORAGE_KEY);
  } catch {
    // Storage off: an OAuth bank cannot resume, the member starts again.
  }
}

/**
 * The bank-link flow (link token → Link → public token → exchange), shared by `/reimbursements` and
 * `/plaid-oauth`. Exit and error leave the member where they were with `outcome` set; success goes to
 * `/reimbursements/direct-deposit-success`.
 */
export function useBankLinkFlow(initial: { linkToken: string; receivedRedirectUri: string } | null = null) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
        const { linkToken } = await createLinkToken(http, accountId, request);
        writePendingLinkToken(linkToken);
        setSession({ linkToken });
        setPlaidOpen(true);
      } catch {
        setOutcome('error');
      } finally {
        setPlaidTokenLoading(false);
      }
    },
    [http, accountId, setPlaidOpen, setPlaidTokenLoading],
  );

  const onSuccess = useCallback(
    async (publicToken: string) => {
      try {
        await exchangePublicToken(http, accountId, publicToken);
        writePendingLinkToken(null);
        await queryClient.invalidateQueries({ queryKey: reimbursementsQueryKeys.all(accountId) });
        setSession(null);
        setPlaidOpen(false);
        navigate('/reimbursements/direct-deposit-success');
      } catch {
        setSession(null);
        setPlaidOpen(false);
        setOutcome('error');
      }
    },
    [http, accountId, queryClient, navigate, setPlaidOpen],
  );

  const onExit = useCallback(
    (exit: BankLinkExit) => {
      writePendingLinkToken(null);
      setSession(null);
      setPlaidOpen(false);
      setOutcome(exit.reason);
    },
    [setPlaidOpen],
  );

  const Adapter = bankLinkAdapter;
  const link: ReactNode = session ? (
    <Suspense fallback={null}>
      <Adapter linkToken={session.linkToken} receivedRedirectUri={session.receivedRedirectUri} onSuccess={(token) => void onSuccess(token)} onExit={onExit} />
    </Suspense>
  ) : null;

  return { start, link, outcome, clearOutcome: () => setOutcome(null) };
}

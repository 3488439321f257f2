import { useEffect, useEffectEvent, useRef } from 'react';
import { usePlaidLink } from 'react-plaid-link';
import type { BankLinkProps } from './bank-link-port';

/**
 * The production adapter of the bank-link port: Plaid's own React binding (`react-plaid-link`), which
 * loads Link's script from `https://cdn.plaid.com` and shows Link in Plaid's frame (the content security
 * policy allows both when `services.json` names `bankLink.provider: "plaid"`). Link opens as soon as it is
 * ready; `receivedRedirectUri` resumes it after an OAuth bank (Plaid's OAuth guide). Exactly one of
 * onSuccess / onExit is called: Plaid's onExit with an error, or its script failing to load, is an error.
 * Plaid's metadata (institution, accounts) is not passed on: the exchange answers with the link.
 */
export function PlaidBankLink({ linkToken, receivedRedirectUri, onSuccess, onExit }: BankLinkProps) {
  const finished = useRef(false);
  const finish = (done: () => void) => {
    if (finished.current) return;
    finished.current = true;
    done();
  };
  const { open, ready, error } = usePlaidLink({
    token: linkToken,
    ...(receivedRedirectUri ? { receivedRedirectUri } : {}),
    onSuccess: (publicToken) => finish(() => (publicToken ? onSuccess(publicToken) : onExit({ reason: 'error', message: 'NO_PUBLIC_TOKEN' }))),
    onExit: (exitError) => finish(() => onExit(exitError ? { reason: 'error', message: exitError.error_code ?? 'UNKNOWN' } : { reason: 'exited' })),
  });

  useEffect(() => {
    if (ready) open();
  }, [ready, open]);

  // Reacts to the script's error only: the parent's onExit is read when it fails, not a reason to run again.
  const onScriptError = useEffectEvent(() => finish(() => onExit({ reason: 'error', message: 'LINK_SCRIPT_UNAVAILABLE' })));
  useEffect(() => {
    if (error) onScriptError();
  }, [error]);

  // Plaid draws Link in its own frame over the page.
  return null;
}

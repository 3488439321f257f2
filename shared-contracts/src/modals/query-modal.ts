import { acceptedRedirectPath, DIRECT_DEPOSIT_PROMPT_MODAL } from '../reimbursements/redirect-url';
import { QUERY_STATE_PARAMS } from './query-state-params';

/**
 * The modals a link can open over any page, and the route whose gate decides whether the member may see
 * it: the route's owner renders the modal (mount contract `modal`), so a member who may not open that
 * route never loads or sees its modal.
 */
const QUERY_MODALS = {
  [DIRECT_DEPOSIT_PROMPT_MODAL]: { route: '/reimbursements' },
} as const;

export type QueryModalName = keyof typeof QUERY_MODALS;

/** What the shell reads off the address: `modal`, `error` and `state` (any of them may be absent). */
interface QueryState {
  modal: string | null;
  error: string | null;
  state: string | null;
}

export function readQueryState(search: string): QueryState {
  const params = new URLSearchParams(search);
  return {
    modal: params.get(QUERY_STATE_PARAMS.modal),
    error: params.get(QUERY_STATE_PARAMS.error),
    state: params.get(QUERY_STATE_PARAMS.state),
  };
}

/** A modal the address asks for, as the shell hands it to the owning remote (mount contract `modal`, 1.3.0). */
export interface QueryModalRequest {
  name: QueryModalName;
  /** The route whose gate and owner the modal follows. */
  route: string;
  /**
   * Where either of the modal's choices continues: the `redirectUrl` when it is a same-origin path
   * (`acceptedRedirectPath`), else the page under the modal without the modal's parameters. Never off-site.
   */
  continueTo: string;
  error: string | null;
  state: string | null;
}

export const isQueryModalName = (value: string | null): value is QueryModalName => value !== null && Object.hasOwn(QUERY_MODALS, value);

/** The page under the modal, without the parameters that opened it. */
export function pathWithoutModal(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(QUERY_STATE_PARAMS.modal);
  params.delete(QUERY_STATE_PARAMS.redirectUrl);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * Where a modal's choices continue: the `redirectUrl` when it is a same-origin path
 * (`acceptedRedirectPath`), else the page under the modal without the modal's parameters. Never off-site.
 */
export function modalContinueTo(pathname: string, search: string): string {
  return acceptedRedirectPath(new URLSearchParams(search).get(QUERY_STATE_PARAMS.redirectUrl)) ?? pathWithoutModal(pathname, search);
}

/** The modal `?modal=…` opens over `pathname`, or null for none or an unknown name. */
export function queryModalRequest(pathname: string, search: string): QueryModalRequest | null {
  const state = readQueryState(search);
  if (!isQueryModalName(state.modal)) return null;
  return {
    name: state.modal,
    route: QUERY_MODALS[state.modal].route,
    continueTo: modalContinueTo(pathname, search),
    error: state.error,
    state: state.state,
  };
}

/**
 * Features §2: "Modal state, error state and a generic state value travel as query parameters named modal,
 * error and state" (and the prompt's `redirectUrl`). A module of its own: the shell's first load reads
 * only these names; the rules that use them (query-modal.ts) load with the modal.
 */
export const QUERY_STATE_PARAMS = { modal: 'modal', error: 'error', state: 'state', redirectUrl: 'redirectUrl' } as const;

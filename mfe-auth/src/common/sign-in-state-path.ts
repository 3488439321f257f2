import { PAGE_STATE_QUERY_KEY, ROOT_PATH, withQueryValue, type PageState } from '@member/shared-contracts/routes';

/** `/` with the page state set, keeping every other query value (e.g. `redirect`, `client_id`). */
export function rootPathWithState(search: string, state: PageState): string {
  return `${ROOT_PATH}${withQueryValue(search, PAGE_STATE_QUERY_KEY, state)}`;
}

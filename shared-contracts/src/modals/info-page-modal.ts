import { infoPagePath, infoRouteOf } from '../content/info-pages';
import { isQueryModalName, modalContinueTo, readQueryState } from './query-modal';

/**
 * Features §2: "Info-page modals are driven by content". `?modal={context}` opens the content info page of
 * that context (access §2.1 informational pages: FAQ, terms, privacy, methodology, any `/info/{context}`)
 * as a modal over the page — whatever contexts content holds, no list in code. The modal follows the
 * page's own rules: only a context its route would show (a well-formed one, never an incentive page,
 * which lives behind its own gate under /benefit), the variant the member's product features choose, and
 * the same same-origin `redirectUrl` rule as every query modal (`modalContinueTo`). A name of a modal in
 * code (`setupDirectDepositPrompt`) is never a context (contexts are lowercase words and hyphens).
 */
export interface InfoPageModalRequest {
  context: string;
  /** The page the modal shows, as a route (`/faq`, `/info/{context}`). */
  route: string;
  /** Where closing it continues. */
  continueTo: string;
}

/** The info page `?modal=` opens over `pathname`, or null when the modal is none or not an info page. */
export function infoPageModalRequest(pathname: string, search: string): InfoPageModalRequest | null {
  const { modal } = readQueryState(search);
  if (modal === null || isQueryModalName(modal)) return null;
  const route = infoPagePath(modal);
  const page = infoRouteOf(route);
  if (page?.kind !== 'page' || page.context !== modal) return null;
  return { context: modal, route, continueTo: modalContinueTo(pathname, search) };
}

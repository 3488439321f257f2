import { ANY_CONTROL_CHARACTER } from '../field-rules/control-characters';

/**
 * Features §2: `modal=setupDirectDepositPrompt&redirectUrl=/claims`. The redirect is accepted only when it
 * is a same-origin path: it starts with one `/`, has no scheme, host, backslash or control character, and
 * resolves to the same origin. Anything else is refused (null) and the caller stays where it is.
 */
export function acceptedRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || ANY_CONTROL_CHARACTER.test(value)) return null;
  const base = 'https://member.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export const DIRECT_DEPOSIT_PROMPT_MODAL = 'setupDirectDepositPrompt';

/** A context as content names it: lowercase words joined by hyphens, at most 64 characters (anything else is no page). */
const CONTEXT_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_CONTEXT_LENGTH = 64;

export function isInfoPageContext(value: string): boolean {
  return value.length <= MAX_CONTEXT_LENGTH && CONTEXT_PATTERN.test(value);
}

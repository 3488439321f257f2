/**
 * Text the member API accepts (a NUL byte in a body fails the server with a 500). No zod here: the sandbox's
 * request hook walks every body, query and path value with it, and schemas refine with it.
 *
 * Refused anywhere: NUL and the other C0 controls except tab, line feed and carriage return, DEL, the C1
 * controls, and the line / paragraph separators U+2028 / U+2029. Tab, LF and CR stay allowed in bodies
 * (a log message may span lines; the logs route escapes them before printing).
 */
// eslint-disable-next-line no-control-regex -- the pattern is the list of characters the member API refuses
const FORBIDDEN_CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;

/** The member API's 400 message for such text (followed by where it was found). */
export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters';

/** The path (`a.b.0`) of the first string — value or key — that holds a forbidden control character, or null. */
export function findControlCharacter(value: unknown, path: readonly (string | number)[] = [], depth = 0): string | null {
  if (typeof value === 'string') return FORBIDDEN_CONTROL_CHARACTER.test(value) ? path.join('.') || '(value)' : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findControlCharacter(value[index], [...path, index], depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (FORBIDDEN_CONTROL_CHARACTER.test(key)) return [...path, key].join('.');
    const found = findControlCharacter(entry, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Any control character at all (line breaks and tabs too): for one-line values such as tokens and ids. */
// eslint-disable-next-line no-control-regex -- the pattern matches every control character, its purpose
export const ANY_CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/**
 * A log line's text with every control character written as an escape (`\n`, `\r`, `\t`, `\u001b`…) and
 * backslashes doubled, so one entry prints as one line and cannot forge another.
 */
export function escapeControlCharacters(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what gets escaped
  return text.replace(/[\\\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, (character) => {
    if (character === '\\') return '\\\\';
    if (character === '\n') return '\\n';
    if (character === '\r') return '\\r';
    if (character === '\t') return '\\t';
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * Typed text as a literal inside a LIKE pattern: `%`, `_` and the escape character itself lose their
 * wildcard meaning. Use with `ESCAPE '\'` in the statement (Postgres's default escape, said explicitly so
 * the rule does not hang on a server setting), e.g. `lower(name) LIKE '%' || $1 || '%' ESCAPE '\'`.
 */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * One schema change of the member API: the list (migrations.ts) and each domain's own migrations share
 * this type, so a domain file never imports the list that imports it. A migration never changes once released.
 */
export interface Migration {
  id: string;
  sql: string;
}

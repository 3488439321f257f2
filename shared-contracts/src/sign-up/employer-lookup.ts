import { z } from 'zod/mini';
import { normalizeEin } from '../field-rules/ein';

/**
 * What the sign-up's employer step looks up (access §2.4, §7 `GET /client-organizations` "query name, id,
 * ein or client_id", `GET /client-organizations/{id}`). Decision 040: besides `client_id`, a sign-up link
 * may name the member's organisation (`client_org_id`, asked with `GET /client-organizations/{id}`) or the
 * employer's EIN (`ein`, the identification number on the member's W-2: every organisation filed under
 * it); the most precise one present wins. Typed into the search, an EIN is looked up by EIN, anything else
 * by name.
 */
export type EmployerLookup = { id: number } | { ein: string } | { client_id: number } | { name: string };

const positiveId = z.coerce.number().check(z.int(), z.positive());

/** The lookup a sign-up link's query asks for, or null; a value that cannot be what it names is ignored. */
export function employerLinkLookup(search: string): EmployerLookup | null {
  const query = new URLSearchParams(search);
  const organizationId = positiveId.safeParse(query.get('client_org_id') ?? undefined);
  if (organizationId.success) return { id: organizationId.data };
  const ein = normalizeEin(query.get('ein') ?? '');
  if (ein && /^[\d\s-]+$/.test(query.get('ein') ?? '')) return { ein };
  const clientId = positiveId.safeParse(query.get('client_id') ?? undefined);
  return clientId.success ? { client_id: clientId.data } : null;
}

/** What the search box looks up: 9 digits (dashes and spaces allowed, e.g. `74-1234567`) by EIN, else the name; nothing for blank. */
export function employerSearchLookup(typed: string): { ein: string } | { name: string } | null {
  const text = typed.trim();
  if (text === '') return null;
  const ein = /^[\d\s-]+$/.test(text) ? normalizeEin(text) : null;
  return ein ? { ein } : { name: text };
}

/** One key per lookup (the employer step looks each up once). */
export function employerLookupKey(lookup: EmployerLookup): string {
  const [[key, value]] = Object.entries(lookup) as [[string, string | number]];
  return `${key}=${value}`;
}

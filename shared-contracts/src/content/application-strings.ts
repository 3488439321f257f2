import type { ContentEntry } from '../mount/content-port';
import { CONTENT_TYPES, DEFAULT_CONTENT_CLIENT_ORG_ID } from './content-constants';

/** member-features §3: "applicationString / applicationStringV2: package, id, stringValue, clientOrgId". */
export interface ApplicationStringFields {
  package: string;
  id: string;
  stringValue: string;
  clientOrgId?: string | number | null;
}

/** Legacy first: a V2 string wins over a legacy one with the same package and id. */
export const APPLICATION_STRING_TYPES = [CONTENT_TYPES.applicationString, CONTENT_TYPES.applicationStringV2] as const;

/** "by package, with clientOrgId (default plus the organisation)" (member-features §7). */
export function applicationStringClientOrgIds(clientOrgId: number | string | null | undefined): string[] {
  const ids = [DEFAULT_CONTENT_CLIENT_ORG_ID];
  if (clientOrgId !== null && clientOrgId !== undefined && String(clientOrgId) !== '' && String(clientOrgId) !== DEFAULT_CONTENT_CLIENT_ORG_ID) {
    ids.push(String(clientOrgId));
  }
  return ids;
}

/** Strings by package, then by id (ids may contain dots: `heading.duplicateAccount`). */
export type ApplicationStrings = Record<string, Record<string, string>>;

const isOrganisationString = (fields: ApplicationStringFields) => {
  const org = fields.clientOrgId;
  return org !== null && org !== undefined && String(org) !== '' && String(org) !== DEFAULT_CONTENT_CLIENT_ORG_ID;
};

/**
 * Merges application strings: the default strings, then the member's organisation's ones on top ("the
 * client-org one winning"). Entries of another organisation, of another package than `packages` (when
 * given), or without a package, id or text are ignored. Entries are applied in the order given, so pass
 * legacy strings before V2 ones to let V2 win.
 */
export function mergeApplicationStrings(
  entries: readonly ContentEntry<ApplicationStringFields>[],
  clientOrgId: number | string | null | undefined,
  packages?: readonly string[],
): ApplicationStrings {
  const memberOrg = clientOrgId === null || clientOrgId === undefined ? null : String(clientOrgId);
  const usable = entries.filter(({ fields }) => {
    if (typeof fields.package !== 'string' || typeof fields.id !== 'string' || typeof fields.stringValue !== 'string') return false;
    if (packages && !packages.includes(fields.package)) return false;
    return !isOrganisationString(fields) || String(fields.clientOrgId) === memberOrg;
  });
  const ordered = [...usable.filter(({ fields }) => !isOrganisationString(fields)), ...usable.filter(({ fields }) => isOrganisationString(fields))];
  const merged: ApplicationStrings = {};
  for (const { fields } of ordered) {
    (merged[fields.package] ??= {})[fields.id] = fields.stringValue;
  }
  return merged;
}

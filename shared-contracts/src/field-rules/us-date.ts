import { isValidIsoDate } from './iso-date';

/* No zod here: the claim form reads typed dates with it, and its route loads no schema library. */
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** What a member types, `MM/DD/YYYY` (also `M/D/YYYY`), as yyyy-MM-dd; null when it is not a real date. */
export function usDateToIso(value: string): string | null {
  const match = US_DATE.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}

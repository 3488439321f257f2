/**
 * A stable `sub` for a seeded member: a name-based UUID (version 5 layout over SHA-256) of the account id,
 * so the same persona keeps the same sub across restarts and resets.
 */
import { createHash } from 'node:crypto';

export function stableSubForAccount(accountId: string): string {
  const bytes = createHash('sha256').update(`member-sandbox/account/${accountId}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

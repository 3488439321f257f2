import type { ClientOrganization } from '@member/shared-contracts/account';

/** "Several narrow the employer search": the client's organisations whose name contains what is typed. */
export function narrowOrganizations(organizations: readonly ClientOrganization[], typed: string): ClientOrganization[] {
  const needle = typed.trim().toLowerCase();
  return needle ? organizations.filter((organization) => organization.name.toLowerCase().includes(needle)) : [...organizations];
}

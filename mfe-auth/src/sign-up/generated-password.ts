const GROUPS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '!@#$%^&*-_'];

/**
 * A random 32-character password with every character group, for a sign-up that carries a social
 * provider (no user-set password, access §6): the member never sees or types it and signs in with the
 * provider; the account records `hasUserSetPassword: false`.
 */
export function generatedPassword(random: (values: Uint32Array) => Uint32Array = (values) => crypto.getRandomValues(values)): string {
  const values = random(new Uint32Array(32));
  const all = GROUPS.join('');
  return Array.from(values, (value, index) => {
    const pool = index < GROUPS.length ? GROUPS[index]! : all;
    return pool[value % pool.length];
  }).join('');
}

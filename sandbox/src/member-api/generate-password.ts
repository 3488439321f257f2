import { randomBytes, randomInt } from 'node:crypto';

const SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '!@#$%&*?'];

/**
 * A generated password for base-to-buy-up (`PUT /account/{id}/reset-password`): 20 characters with at
 * least one of each class (upper, lower, digit, special), so it meets any configured rule set and the
 * 8..255 length rule, and never starts or ends with a space.
 */
export function generatePassword(length = 20): string {
  const all = SETS.join('');
  const characters = SETS.map((set) => set[randomInt(set.length)] as string);
  const bytes = randomBytes(length);
  for (let index = characters.length; index < length; index += 1) characters.push(all[(bytes[index] ?? 0) % all.length] as string);
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const swap = randomInt(index + 1);
    [characters[index], characters[swap]] = [characters[swap] as string, characters[index] as string];
  }
  return characters.join('');
}

import type { MailingAddress } from '@member/shared-contracts/reimbursements';

/** A mailing address as its lines (the empty second line left out), for an `<address>` element. */
export function formatAddress(address: MailingAddress): string {
  return [address.line1, address.line2, `${address.city}, ${address.state} ${address.zipCode}`].filter((line) => line.trim() !== '').join('\n');
}

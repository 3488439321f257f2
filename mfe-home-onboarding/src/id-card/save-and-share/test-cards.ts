import type { IdCard } from '@member/shared-contracts/id-card';

/** Two cards of one family for the save-and-share tests. */
export const maria: IdCard = {
  cardId: 'card-200001-2026',
  relationship: 'Primary',
  memberFirstName: 'Maria',
  memberLastName: 'Garcia',
  memberId: 'M200001',
  planName: 'Acme HRA Plan',
  networkName: 'Cigna Open Access Plus',
  groupNumber: 'G-501',
  coverageTier: 'EmployeeAndFamily',
  effectiveDate: '2026-01-01',
  rxBin: '610014',
  rxPcn: 'MEMRX',
  rxGroup: 'RX501',
  payerId: '62308',
  memberServicesPhone: '+18005550100',
  conciergePhone: '+18005550199',
  claimsAddress: { lines: ['Claims Department', 'PO Box 1234'], city: 'Austin', state: 'TX', zip: '78701' },
};

export const sofia: IdCard = { ...maria, cardId: 'card-200002-2026', relationship: 'Dependent', memberFirstName: 'Sofia', memberId: 'M200002' };

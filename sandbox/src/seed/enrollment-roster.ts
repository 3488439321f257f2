/**
 * People an employer has enrolled in a plan who have no app account yet: the segmented sign-up matches a
 * new member against this roster (the pre-sign-up trigger of the member API). Registered members are the
 * personas (personas.ts); a roster entry counts as registered once an account with its member id exists.
 */
import type { CoverageTier, RelationshipCode } from '@member/shared-contracts/account';
import type { ProductFeature } from '@member/shared-contracts/account';

export interface EnrolledPerson {
  memberId: string;
  /** The account id the sign-up creates. */
  accountId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string; // yyyy-MM-dd
  identificationCode: string; // last-4
  clientId: number;
  clientOrgId: number;
  planId: number;
  networkId: number;
  relationshipCode: RelationshipCode;
  productFeatures: ProductFeature[];
  canMemberSubmitClaim: boolean;
  coverageTier: CoverageTier;
}

export const enrollmentRoster: EnrolledPerson[] = [
  {
    memberId: 'M300001', accountId: '300001', firstName: 'Sam', lastName: 'Rivera', dateOfBirth: '1992-07-14', identificationCode: '5567',
    clientId: 101, clientOrgId: 1001, planId: 501, networkId: 9001, relationshipCode: 'Primary',
    productFeatures: ['HRA', 'SEARCH', 'CONCIERGE'], canMemberSubmitClaim: true, coverageTier: 'Employee',
  },
  {
    memberId: 'M300002', accountId: '300002', firstName: 'Alex', lastName: 'Kim', dateOfBirth: '1988-03-02', identificationCode: '2468',
    clientId: 102, clientOrgId: 1003, planId: 503, networkId: 9001, relationshipCode: 'Primary',
    productFeatures: ['SEARCH', 'CONCIERGE'], canMemberSubmitClaim: false, coverageTier: 'EmployeeAndSpouse',
  },
  {
    memberId: 'M300003', accountId: '300003', firstName: 'Jordan', lastName: 'Reyes', dateOfBirth: '1975-12-01', identificationCode: '1357',
    clientId: 101, clientOrgId: 1002, planId: 501, networkId: 9002, relationshipCode: 'Primary',
    productFeatures: ['HRA', 'SEARCH'], canMemberSubmitClaim: true, coverageTier: 'EmployeeAndFamily',
  },
];

/**
 * The seeded demo members (one per situation the app must show). One list read by the identity service (users, attributes,
 * MFA, temporary passwords), the member API (accounts) and the flag service (per-persona overrides).
 * Every member signs in with SANDBOX_PASSWORD; every SMS / verification code in the sandbox is SANDBOX_CODE.
 */
import { baseAccountPersona } from './base-account-persona';
import type { LanguagePreference } from '@member/shared-contracts/account';
import type { Persona } from './seed-types';

export const SANDBOX_PASSWORD = 'Member-Sandbox-2026!';
export const SANDBOX_CODE = '123456';

export interface SeedClient {
  id: number;
  name: string;
  isDemo: boolean;
  userSessionLengthMinutes: number;
  conciergePhoneNumber: string;
  claimsListStartDate: string;
}
export interface SeedClientOrganization { id: number; clientId: number; name: string; ein: string; countryRestricted: boolean }
export interface SeedPlan { id: number; clientId: number; allowAccountManagement: boolean; networkAdministrator: string }
export interface SeedProviderNetwork { id: number; isHcscNetwork: boolean }

export const seedClients: SeedClient[] = [
  { id: 101, name: 'Acme Manufacturing', isDemo: false, userSessionLengthMinutes: 15, conciergePhoneNumber: '8005550100', claimsListStartDate: '2025-01-01' },
  { id: 102, name: 'Globex Demo Co', isDemo: true, userSessionLengthMinutes: 15, conciergePhoneNumber: '8005550200', claimsListStartDate: '2026-01-01' },
];

export const seedClientOrganizations: SeedClientOrganization[] = [
  { id: 1001, clientId: 101, name: 'Acme Manufacturing - Austin', ein: '741234567', countryRestricted: false },
  { id: 1002, clientId: 101, name: 'Acme Manufacturing - Dallas', ein: '741234568', countryRestricted: false },
  { id: 1003, clientId: 102, name: 'Globex Demo Co', ein: '361234567', countryRestricted: false },
  { id: 1004, clientId: 101, name: 'Acme Manufacturing - Overseas', ein: '741234569', countryRestricted: true },
];

export const seedPlans: SeedPlan[] = [
  { id: 501, clientId: 101, allowAccountManagement: true, networkAdministrator: 'Acme Health Network' },
  { id: 502, clientId: 101, allowAccountManagement: false, networkAdministrator: 'Acme Health Network' },
  { id: 503, clientId: 102, allowAccountManagement: true, networkAdministrator: 'Globex Care Network' },
  // Acme's plan for next year, nobody's yet: what a `planIdForPreviewUX` preview of Acme's members shows.
  { id: 504, clientId: 101, allowAccountManagement: true, networkAdministrator: 'Acme Health Network' },
];

export const seedProviderNetworks: SeedProviderNetwork[] = [
  { id: 9001, isHcscNetwork: false },
  { id: 9002, isHcscNetwork: true },
];

const fullHraFlags = {
  globalNavUX: true,
  careTeamUX: true,
  showHraAccumulator: true,
  bankAccountLinkingUX: true,
  myProvidersUX: true,
  showMemberOverpayments: true,
  tfaUX: true,
};

const base = {
  smsMfa: false,
  temporaryPassword: false,
  language: 'english' as LanguagePreference,
  flags: {},
};

export const personas: Persona[] = [
  {
    ...base,
    email: 'hra.primary@example.com', firstName: 'Maria', lastName: 'Lopez', dateOfBirth: '1985-04-12',
    identificationCode: '4821', phoneNumber: '+15125550101',
    account: {
      accountId: '200001', memberId: 'M200001', clientId: 101, clientOrgId: 1001, planId: 501, networkId: 9001,
      relationshipCode: 'Primary', status: 'verified', productFeatures: ['HRA', 'SEARCH', 'CONCIERGE'],
      canMemberSubmitClaim: true, hasUserSetPassword: true, coverageTier: 'EmployeeAndFamily', createdAt: '2025-01-15T10:00:00.000Z',
      existingPcps: [{ providerId: 'npi-1467520384', createdAt: '2025-02-03T15:30:00.000Z' }],
    },
    flags: fullHraFlags,
  },
  {
    ...base,
    email: 'search.only@example.com', firstName: 'James', lastName: 'Chen', dateOfBirth: '1990-09-03',
    identificationCode: '1934', phoneNumber: '+15125550102',
    account: {
      accountId: '200002', memberId: 'M200002', clientId: 101, clientOrgId: 1001, planId: 502, networkId: 9001,
      relationshipCode: 'Primary', status: 'verified', productFeatures: ['SEARCH'],
      canMemberSubmitClaim: false, hasUserSetPassword: true, coverageTier: 'Employee', createdAt: '2025-02-01T10:00:00.000Z',
    },
  },
  {
    ...base,
    email: 'inactive@example.com', firstName: 'Priya', lastName: 'Patel', dateOfBirth: '1979-11-23',
    identificationCode: '7702', phoneNumber: '+15125550103',
    account: {
      accountId: '200003', memberId: 'M200003', clientId: 101, clientOrgId: 1002, planId: 501, networkId: 9001,
      relationshipCode: 'Primary', status: 'inactive', productFeatures: ['HRA', 'CONCIERGE'],
      canMemberSubmitClaim: true, hasUserSetPassword: true, coverageTier: 'EmployeeAndSpouse', createdAt: '2024-06-01T10:00:00.000Z',
    },
  },
  {
    ...base,
    email: 'unverified@example.com', firstName: 'Tom', lastName: 'Baker', dateOfBirth: '1992-02-29',
    identificationCode: '3310', phoneNumber: '+15125550104',
    account: {
      accountId: '200004', memberId: 'M200004', clientId: 101, clientOrgId: 1001, planId: 501, networkId: 9001,
      relationshipCode: 'Primary', status: 'created', productFeatures: ['HRA', 'CONCIERGE'],
      canMemberSubmitClaim: true, hasUserSetPassword: true, coverageTier: 'Employee', createdAt: '2026-11-01T10:00:00.000Z',
    },
  },
  {
    ...base,
    email: 'spouse@example.com', firstName: 'Daniel', lastName: 'Lopez', dateOfBirth: '1984-07-30',
    identificationCode: '5567', phoneNumber: '+15125550105',
    account: {
      accountId: '200005', memberId: 'M200005', clientId: 101, clientOrgId: 1001, planId: 501, networkId: 9001,
      relationshipCode: 'Spouse', status: 'verified', productFeatures: ['HRA', 'CONCIERGE'],
      canMemberSubmitClaim: true, hasUserSetPassword: true, coverageTier: 'EmployeeAndFamily', createdAt: '2025-01-15T10:05:00.000Z',
    },
  },
  {
    ...base,
    email: 'tiered@example.com', firstName: 'Kevin', lastName: 'Nguyen', dateOfBirth: '1988-12-05',
    identificationCode: '8890', phoneNumber: '+15125550106',
    account: {
      accountId: '200006', memberId: 'M200006', clientId: 101, clientOrgId: 1002, planId: 501, networkId: 9002,
      relationshipCode: 'Primary', status: 'verified', productFeatures: ['TIERED_DEDUCTIBLE', 'SEARCH', 'CONCIERGE'],
      canMemberSubmitClaim: false, hasUserSetPassword: true, coverageTier: 'EmployeeAndChildren', createdAt: '2025-03-10T10:00:00.000Z',
    },
  },
  {
    ...base,
    email: 'mfa@example.com', firstName: 'Olivia', lastName: 'Brown', dateOfBirth: '1987-05-18',
    identificationCode: '2468', phoneNumber: '+15125550107', smsMfa: true,
    account: {
      accountId: '200007', memberId: 'M200007', clientId: 101, clientOrgId: 1001, planId: 501, networkId: 9001,
      relationshipCode: 'Primary', status: 'verified', productFeatures: ['HRA', 'SEARCH', 'CONCIERGE'],
      canMemberSubmitClaim: true, hasUserSetPassword: true, coverageTier: 'EmployeeAndFamily', createdAt: '2025-01-20T10:00:00.000Z',
    },
    flags: fullHraFlags,
  },
  {
    ...base,
    email: 'new.password@example.com', firstName: 'Ethan', lastName: 'Clark', dateOfBirth: '1995-08-14',
    identificationCode: '1357', phoneNumber: '+15125550108', temporaryPassword: true,
    account: {
      accountId: '200008', memberId: 'M200008', clientId: 101, clientOrgId: 1002, planId: 501, networkId: 9001,
      relationshipCode: 'Primary', status: 'verified', productFeatures: ['HRA', 'CONCIERGE'],
      canMemberSubmitClaim: true, hasUserSetPassword: false, coverageTier: 'Employee', createdAt: '2026-10-30T10:00:00.000Z',
    },
  },
  {
    ...base,
    email: 'demo.client@example.com', firstName: 'Grace', lastName: 'Kim', dateOfBirth: '1983-03-09',
    identificationCode: '9753', phoneNumber: '+15125550109',
    account: {
      accountId: '200009', memberId: 'M200009', clientId: 102, clientOrgId: 1003, planId: 503, networkId: 9001,
      relationshipCode: 'Primary', status: 'verified', productFeatures: ['HRA', 'SEARCH', 'CONCIERGE'],
      canMemberSubmitClaim: true, hasUserSetPassword: true, coverageTier: 'EmployeeAndSpouse', createdAt: '2025-05-05T10:00:00.000Z',
    },
  },
  {
    ...base,
    email: 'spanish@example.com', firstName: 'Lucía', lastName: 'Hernández', dateOfBirth: '1991-10-21',
    identificationCode: '6042', phoneNumber: '+15125550110', language: 'spanish',
    account: {
      accountId: '200010', memberId: 'M200010', clientId: 101, clientOrgId: 1001, planId: 501, networkId: 9001,
      relationshipCode: 'Primary', status: 'verified', productFeatures: ['HRA', 'SEARCH', 'CONCIERGE'],
      canMemberSubmitClaim: true, hasUserSetPassword: true, coverageTier: 'EmployeeAndFamily', createdAt: '2025-07-07T10:00:00.000Z',
    },
  },
  baseAccountPersona,
];

import { claimsSource } from '../features/claims-source';
import {
  canAppealClaim,
  claimAmountCentsError,
  dateOfServiceError,
  findLikelyDuplicate,
  parseClaimAmount,
  relationshipsForTier,
} from './claim-rules';
import { claimSubmissionSchema } from './claim-submission';
import { CLAIM_STATUSES, NEEDS_MEMBER_ACTION_STATUS } from './claim-types';

const planYears = [
  { start: '2025-01-01', end: '2025-12-31', runoutEnd: '2026-03-31' },
  { start: '2026-01-01', end: '2026-12-31', runoutEnd: '2027-03-31' },
];

describe('claims source (features §4)', () => {
  it('is MANUAL when the member can submit, TPA with the incentive feature otherwise, else none', () => {
    expect(claimsSource({ canMemberSubmitClaim: true }, new Set())).toBe('MANUAL');
    expect(claimsSource({ canMemberSubmitClaim: false }, new Set(['INCENTIVE_FEATURE']))).toBe('TPA');
    expect(claimsSource({ canMemberSubmitClaim: false }, new Set(['VIEW_CLAIMS']))).toBeNull();
  });
});

describe('date of service', () => {
  it('must be a real date, not in the future', () => {
    expect(dateOfServiceError('', '2026-11-24', planYears)).toBe('required');
    expect(dateOfServiceError('2026-02-30', '2026-11-24', planYears)).toBe('invalid');
    expect(dateOfServiceError('11/20/2026', '2026-11-24', planYears)).toBe('invalid');
    expect(dateOfServiceError('2026-11-25', '2026-11-24', planYears)).toBe('future');
    expect(dateOfServiceError('2026-11-24', '2026-11-24', planYears)).toBeNull();
  });

  it('must fall in a plan year whose run-out period is still open', () => {
    expect(dateOfServiceError('2025-06-01', '2026-03-31', planYears)).toBeNull();
    expect(dateOfServiceError('2025-06-01', '2026-04-01', planYears)).toBe('outsidePlanYear');
    expect(dateOfServiceError('2024-12-31', '2026-01-10', planYears)).toBe('outsidePlanYear');
  });
});

describe('amount', () => {
  it('parses dollars as typed into cents', () => {
    expect(parseClaimAmount('45')).toEqual({ cents: 4500 });
    expect(parseClaimAmount('$1,234.5')).toEqual({ cents: 123450 });
    expect(parseClaimAmount(' 0.01 ')).toEqual({ cents: 1 });
  });

  it('refuses empty, malformed, zero and above the cap', () => {
    expect(parseClaimAmount('')).toEqual({ error: 'required' });
    expect(parseClaimAmount('12.345')).toEqual({ error: 'invalid' });
    expect(parseClaimAmount('-5')).toEqual({ error: 'invalid' });
    expect(parseClaimAmount('abc')).toEqual({ error: 'invalid' });
    expect(parseClaimAmount('0')).toEqual({ error: 'notPositive' });
    expect(parseClaimAmount('25000')).toEqual({ cents: 2_500_000 });
    expect(parseClaimAmount('25000.01')).toEqual({ error: 'tooLarge' });
    expect(claimAmountCentsError(1.5)).toBe('invalid');
  });
});

describe('patients by coverage tier', () => {
  it('allows dependents only where the tier covers them', () => {
    expect(relationshipsForTier('Employee')).toEqual(['self']);
    expect(relationshipsForTier('EmployeeAndSpouse')).toEqual(['self', 'spouse']);
    expect(relationshipsForTier('EmployeeAndChildren')).toEqual(['self', 'child']);
    expect(relationshipsForTier('EmployeeAndFamily')).toEqual(['self', 'spouse', 'child']);
  });
});

describe('likely duplicate', () => {
  const existing = [
    { id: 'c1', patient: { id: 'p1', firstName: 'Maria', relationship: 'self' as const }, providerName: 'Austin Family Clinic', dateOfService: '2026-10-01', amountBilledCents: 12000 },
  ];
  const draft = { patientId: 'p1', providerName: '  austin  family clinic.', dateOfService: '2026-10-01', amountCents: 12000 };

  it('matches the same patient, provider (ignoring case, spacing and punctuation), date and amount', () => {
    expect(findLikelyDuplicate(draft, existing)?.id).toBe('c1');
  });

  it('does not match when any of the four differs', () => {
    expect(findLikelyDuplicate({ ...draft, patientId: 'p2' }, existing)).toBeNull();
    expect(findLikelyDuplicate({ ...draft, providerName: 'Austin Dental' }, existing)).toBeNull();
    expect(findLikelyDuplicate({ ...draft, dateOfService: '2026-10-02' }, existing)).toBeNull();
    expect(findLikelyDuplicate({ ...draft, amountCents: 12001 }, existing)).toBeNull();
  });
});

describe('needs the member', () => {
  it('is the one status the list filter asks the member API for', () => {
    expect(CLAIM_STATUSES).toContain(NEEDS_MEMBER_ACTION_STATUS);
    expect(NEEDS_MEMBER_ACTION_STATUS).toBe('needsInformation');
  });
});

describe('appealable', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('only a denied claim without an open appeal, within 180 days of the denial', () => {
    expect(canAppealClaim({ status: 'denied', hasOpenAppeal: false, deniedAt: '2026-10-01T00:00:00Z' }, now)).toBe(true);
    expect(canAppealClaim({ status: 'denied', hasOpenAppeal: true, deniedAt: '2026-10-01T00:00:00Z' }, now)).toBe(false);
    expect(canAppealClaim({ status: 'denied', hasOpenAppeal: false, deniedAt: '2026-01-01T00:00:00Z' }, now)).toBe(false);
    expect(canAppealClaim({ status: 'paid', hasOpenAppeal: false, deniedAt: null }, now)).toBe(false);
  });
});

describe('claim submission schema', () => {
  const valid = { accountId: '200001', patientId: 'p1', serviceType: 'doctorVisit', providerName: 'Clinic', dateOfService: '2026-10-01', amountCents: 4500, uploadTokens: ['u1'] };
  it('accepts a complete submission', () => {
    expect(claimSubmissionSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    [{ serviceType: 'massage' }, 'validation.claim.serviceTypeRequired'],
    [{ providerName: '   ' }, 'validation.claim.providerRequired'],
    [{ providerName: 'a\nb' }, 'validation.claim.providerOneLine'],
    [{ dateOfService: '2026-13-01' }, 'validation.claim.dateInvalid'],
    [{ amountCents: 0 }, 'validation.claim.amountInvalid'],
    [{ uploadTokens: [] }, 'validation.claim.receiptsRequired'],
  ])('refuses %j', (change, message) => {
    const result = claimSubmissionSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
  it('refuses unknown keys', () => {
    expect(claimSubmissionSchema.safeParse({ ...valid, status: 'paid' }).success).toBe(false);
  });
});

import { claimStepToShow, nextClaimStep } from './claim-submission-steps';

describe('submission step order', () => {
  it('goes to the first unanswered step when a later one is asked for', () => {
    expect(claimStepToShow('review', {})).toBe('patient');
    expect(claimStepToShow('amount', { patientId: 'p', serviceType: 'dental' })).toBe('provider');
    expect(claimStepToShow('service', { patientId: 'p', serviceType: 'dental', providerName: 'X' })).toBe('service');
    expect(claimStepToShow(null, { patientId: 'p' })).toBe('service');
    expect(claimStepToShow('provider', { patientId: 'p', serviceType: 'dental', providerName: '  ' })).toBe('provider');
    const full = { patientId: 'p', serviceType: 'dental' as const, providerName: 'X', dateOfService: '2026-01-01', amountCents: 1, receipts: [{ uploadToken: 't', fileName: 'f.pdf', contentType: 'application/pdf' as const, size: 1 }] };
    expect(claimStepToShow('review', full)).toBe('review');
    expect(claimStepToShow('bogus', full)).toBe('review');
    expect(nextClaimStep('receipts')).toBe('review');
  });
});

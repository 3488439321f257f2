import { APPEAL_STEP_PAGE_NAMES } from '../claims/appeal-steps';
import { EXTERNAL_BENEFIT_PAGE_NAME } from '../content/incentive-pages';
import { REIMBURSEMENT_PAGE_NAMES } from '../reimbursements/bank-account';
import { ROUTE_TABLE } from '../routes/route-table';
import { PROVIDER_NOT_FOUND_PAGE_NAME } from './page-names';

/** Every page name the spec gives analytics (features §2), wherever its feature keeps it. */
const SPEC_PAGE_NAMES = {
  routes: Object.fromEntries(ROUTE_TABLE.flatMap((route) => (route.pageName ? [[route.path, route.pageName]] : []))),
  providerNotFound: PROVIDER_NOT_FOUND_PAGE_NAME,
  externalBenefit: EXTERNAL_BENEFIT_PAGE_NAME,
  reimbursements: REIMBURSEMENT_PAGE_NAMES,
  appealSteps: Object.values(APPEAL_STEP_PAGE_NAMES),
};

describe('analytics page names (features §2)', () => {
  it('are the pages the spec names, each word capitalised as in "External Benefit" and "Base To Buy Up"', () => {
    expect(SPEC_PAGE_NAMES).toEqual({
      routes: { '/complete-account': 'Base To Buy Up', '/care-team': 'Care Team Page' },
      providerNotFound: 'Provider Not Found',
      externalBenefit: 'External Benefit',
      reimbursements: {
        setupDirectDeposit: 'Setup Direct Deposit',
        directDepositSuccess: 'Direct Deposit Success',
        error: 'Direct Deposit Error',
        pendingVerification: 'Direct Deposit Pending Verification',
        fromEmailNotification: 'Reimbursements From Email Notification',
      },
      appealSteps: ['Choose Action', 'Explain Reason', 'Add Note', 'Select Approved Provider', 'Upload Documentation', 'Create Success'],
    });
  });

  it('share one casing, so a report lists them together', () => {
    const names = Object.values(SPEC_PAGE_NAMES).flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.values(entry)));
    expect(names.filter((name) => !/^[A-Z][a-z]*( [A-Z][a-z]*)*$/.test(name))).toEqual([]);
  });
});

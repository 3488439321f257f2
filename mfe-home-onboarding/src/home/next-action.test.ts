import { nextAction, type NextActionFacts } from './next-action';

const nothing: NextActionFacts = { unreadReplies: 0, claimNeedingInformation: null, bankLinkStatus: 'VERIFIED', reimbursementMethod: 'directDeposit' };

describe('the next useful action on /home', () => {
  it('is none when nothing waits', () => {
    expect(nextAction(nothing)).toBeNull();
  });

  it('an unread concierge reply comes first', () => {
    expect(nextAction({ ...nothing, unreadReplies: 2, claimNeedingInformation: { id: 'c1' }, bankLinkStatus: 'ERROR_REQUIRES_UPDATE' })).toEqual({ kind: 'conciergeReply', href: '/messages' });
  });

  it('then a claim that needs information, leading to its details', () => {
    expect(nextAction({ ...nothing, claimNeedingInformation: { id: 'clm 1' }, bankLinkStatus: 'ERROR_REQUIRES_UPDATE' })).toEqual({ kind: 'claimNeedsInformation', href: '/claim-details/clm%201' });
  });

  it('then a bank link that needs attention', () => {
    expect(nextAction({ ...nothing, bankLinkStatus: 'ERROR_REQUIRES_UPDATE' })).toEqual({ kind: 'bankLinkNeedsAttention', href: '/reimbursements' });
  });

  it('then the reimbursement choice not made yet: no method and no bank link', () => {
    expect(nextAction({ ...nothing, bankLinkStatus: null, reimbursementMethod: 'none' })?.kind).toBe('reimbursementChoice');
    expect(nextAction({ ...nothing, bankLinkStatus: null, reimbursementMethod: 'check' })).toBeNull();
    expect(nextAction({ ...nothing, bankLinkStatus: 'PENDING_VERIFICATION', reimbursementMethod: 'none' })).toBeNull();
  });

  it('offers nothing from facts it does not know', () => {
    expect(nextAction({ unreadReplies: 0, claimNeedingInformation: undefined, bankLinkStatus: undefined, reimbursementMethod: undefined })).toBeNull();
    expect(nextAction({ ...nothing, bankLinkStatus: undefined, reimbursementMethod: 'none' })).toBeNull();
  });
});

/**
 * `/repayment-requests` (features §2 "overpayments"; VIEW_CLAIMS + showMemberOverpayments): what the
 * plan paid the member too much, why, by when, and how to pay it back. Shapes are ours (the spec shows none).
 */
export type RepaymentReason = 'duplicatePayment' | 'ineligibleExpense' | 'amountAdjusted';

type RepaymentStatus = 'open' | 'paid';

export interface RepaymentRequest {
  id: string;
  claimId: string;
  providerName: string;
  dateOfService: string;
  amountCents: number;
  reason: RepaymentReason;
  dueOn: string;
  status: RepaymentStatus;
}

export interface RepaymentRequestsResponse {
  items: RepaymentRequest[];
}

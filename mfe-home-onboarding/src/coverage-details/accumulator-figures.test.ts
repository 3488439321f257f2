import { paidShare } from './accumulator-figures';

describe('paidShare (the accumulator bar)', () => {
  it('is the paid share of the total benefit in percent, held between 0 and 100', () => {
    expect(paidShare({ totalPayableAmount: 1000, totalBenefitAmount: 4000 })).toBe(25);
    expect(paidShare({ totalPayableAmount: 5000, totalBenefitAmount: 4000 })).toBe(100);
    expect(paidShare({ totalPayableAmount: -5, totalBenefitAmount: 4000 })).toBe(0);
    expect(paidShare({ totalPayableAmount: 10, totalBenefitAmount: 0 })).toBe(0);
  });
});

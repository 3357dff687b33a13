import {
  LIFETIME_MEMBER_THRESHOLD_CENTS,
  MEMBERSHIP_FEES_CENTS,
  donationNetCostCents,
  donationNetCostRoundedEuros,
  donationTaxCreditCents,
  isLifetimeMembership,
  membershipTotalCents,
} from '..';

describe('membership', () => {
  it('has the yearly fees', () => {
    expect(MEMBERSHIP_FEES_CENTS).toEqual({ individual: 2000, family: 15000 });
  });

  it('adds the donation to the fee', () => {
    expect(membershipTotalCents('individual')).toBe(2000);
    expect(membershipTotalCents('individual', 1050)).toBe(3050);
    expect(membershipTotalCents('family', 0)).toBe(15000);
    expect(() => membershipTotalCents('individual', -1)).toThrow(RangeError);
    expect(() => membershipTotalCents('individual', 1.5)).toThrow(RangeError);
  });

  it('grants the lifetime title from 600 €', () => {
    expect(LIFETIME_MEMBER_THRESHOLD_CENTS).toBe(60000);
    expect(isLifetimeMembership(59999)).toBe(false);
    expect(isLifetimeMembership(membershipTotalCents('individual', 58000))).toBe(true);
  });
});

describe('donation tax credit', () => {
  it('is 66 % of the gift: 60 € costs about 20 €', () => {
    expect(donationTaxCreditCents(6000)).toBe(3960);
    expect(donationNetCostCents(6000)).toBe(2040);
    expect(donationNetCostRoundedEuros(6000)).toBe(20);
    expect(donationTaxCreditCents(1)).toBe(1);
  });

  it('is capped at 20 % of the taxable income', () => {
    expect(donationTaxCreditCents(100000, 200000)).toBe(26400);
    expect(donationTaxCreditCents(10000, 200000)).toBe(6600);
  });
});

/** A membership opened (the view recorded). */
export interface MembershipDetails {
  readonly paymentId: string;
  readonly reference: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly mobileNumber: string;
  readonly address: string;
  readonly postcode: string;
  readonly city: string;
  readonly birthDate: string;
  readonly birthPlace: string;
  readonly status: string;
  readonly grade: string;
  readonly arm: string;
  readonly activityStatus: string;
  readonly membershipType: string;
  readonly feeCents: number;
  readonly donationCents: number;
  readonly memberNumber: number | null;
}

export interface TourSummary {
  readonly id: number;
  readonly reference: string;
  readonly state: 'pending' | 'confirmed' | 'declined';
  readonly lastName: string;
  readonly groupSize: number;
  readonly askedDate: string;
  readonly askedTime: string;
  readonly confirmedDate: string | null;
  readonly confirmedTime: string | null;
  readonly guide: string | null;
  readonly receivedAt: string;
}

/** A request opened (the view recorded). */
export interface TourDetails extends TourSummary {
  readonly firstName: string;
  readonly email: string;
  readonly phone: string;
  readonly specialRequests: string;
  readonly declineReason: string | null;
}

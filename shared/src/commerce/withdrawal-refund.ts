// How long the shop has to refund a withdrawn order: fourteen days from the day it received the
// withdrawal, as the terms of sale say; it may wait until the articles, or the proof they were sent
// back, arrive.
import { addDays } from '../content/tour-booking';
import { parisToday } from '../news/paris-time';

const REFUND_DAYS_AFTER_WITHDRAWAL = 14;

/** The Paris day a refund is due by ('2026-12-15'), for a withdrawal received at `receivedAt` (an instant). */
export const refundDueOn = (receivedAt: string): string =>
  addDays(parisToday(new Date(receivedAt)), REFUND_DAYS_AFTER_WITHDRAWAL);

// The server's checks of a seat booking, and the shapes its answers keep (zod: never in a page's bundle).
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../validation';
import { bookingMessages, MAX_SEATS_PER_BOOKING } from './conference-bookings';
import { onOneLine } from './schemas/fields';

export const bookingRequestSchema = z.object({
  // On one line and nothing invisible, as every name the site takes (schemas/fields.ts).
  // A name or an address that is no text at all (a hand-made request) gets the field's own message.
  name: onOneLine(
    z.string(bookingMessages.name).trim().min(2, bookingMessages.name).max(120, bookingMessages.name),
  ),
  email: z
    .string(bookingMessages.email)
    .trim()
    .max(EMAIL_MAX_LENGTH, bookingMessages.email)
    .refine(isValidEmail, bookingMessages.email),
  // A number, or the digits a form without script posts; not a list, a yes or an empty field.
  seats: z.preprocess(
    (typed) => (typeof typed === 'string' && /^\s*\d{1,3}\s*$/.test(typed) ? Number(typed) : typed),
    z
      .number(bookingMessages.seats)
      .int(bookingMessages.seats)
      .min(1, bookingMessages.seats)
      .max(MAX_SEATS_PER_BOOKING, bookingMessages.seats),
  ),
});

export const bookingAnswerSchema = z.union([
  z.object({ success: z.literal(true), status: z.literal('requested'), message: z.string() }),
  z.object({
    success: z.literal(false),
    message: z.string(),
    field: z.enum(['name', 'email', 'seats']).optional(),
  }),
]);

/** Seats left by conference id (0: full, its bookings go to the waiting list). */
export const seatsLeftSchema = z.record(z.string(), z.number().int().min(0));

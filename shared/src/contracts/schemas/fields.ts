import { z } from 'zod';
import { MAX_ONLINE_EUROS } from '../../commerce/money';
import { ONE_LINE_PATTERN, VISIBLE_TEXT_PATTERN } from '../../validation/rules';
import { validationMessages } from '../../validation/messages';

/**
 * Field shapes shared by the request schemas. They check types and sizes only; the French business
 * rules (required, e-mail, phone, amounts) are in @mtdm/shared/validation and run after parsing.
 */
/** The French messages of the formats below (shown by the api's answers and the tour page). */
export const formatMessages = {
  oneLine: 'Un nom, une adresse ou un numéro tient sur une seule ligne.',
  controlCharacters: validationMessages.invisibleCharacters,
  visitDate: 'Veuillez indiquer une date de visite valide (jj/mm/aaaa).',
  visitTime: 'Veuillez indiquer une heure de visite valide (hh:mm).',
} as const;

/**
 * A text held to one line and to nothing invisible, the checks every name the site takes goes through;
 * a line break is refused with `lineMessage`.
 */
export const onOneLine = (text: z.ZodString, lineMessage: string = formatMessages.oneLine) =>
  text.regex(ONE_LINE_PATTERN, lineMessage).regex(VISIBLE_TEXT_PATTERN, formatMessages.controlCharacters);

/** A field typed on one line, of `max` characters at most: no line break, nothing invisible. */
const oneLineText = (max: number) => onOneLine(z.string().max(max));

/**
 * A short field typed on one line (a name, an e-mail, a phone, a city): a line break in it could
 * plant a fake header line ("Bcc: …") in the body of a mail sent to the staff.
 */
export const SHORT_TEXT_MAX_LENGTH = 200;
export const shortText = oneLineText(SHORT_TEXT_MAX_LENGTH);

/**
 * A calendar day as an <input type="date"> sends it: 2027-05-20, a day that exists; anything else is
 * refused with `message`.
 */
export const calendarDayOr = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const [year, month, day] = value.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    }, message);

/** The day of a visit asked for. */
export const calendarDay = calendarDayOr(formatMessages.visitDate);

/** A time of day as an <input type="time"> sends it: 14:30. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, formatMessages.visitTime);
export const mediumText = z.string().max(500);
/** A postal address, typed on one line as a name is, and longer. */
export const addressLine = oneLineText(500);
export const longText = z.string().max(10000);
/** A text on several lines (a request, a message): tabs and line breaks, nothing else invisible. */
export const freeText = longText.regex(VISIBLE_TEXT_PATTERN, formatMessages.controlCharacters);
/** Euros with at most two decimals, never negative. */
export const euros = z
  .number()
  .nonnegative()
  .max(MAX_ONLINE_EUROS)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'au plus deux décimales');
/** Identifiers exchanged with the payment provider and kept in localStorage. */
export const identifier = z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/);
/** The `cart` of the membership and donation payloads is always an empty list. */
export const emptyCart = z.tuple([]);

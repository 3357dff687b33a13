// The fields the signed-in calls take, each with the French refusal it answers.
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  hasEmailShape,
  isValidEmail,
  validationMessages,
  VISIBLE_TEXT_PATTERN,
} from '../../validation';
import { calendarDayOr, formatMessages, onOneLine } from '../schemas/fields';
import { SPACE_TEXT_LIMITS } from './text-limits';

/** A text a page's form may leave out or mangle: trimmed, '' when absent; the service judges it. */
export const lenientText = z.string().trim().catch('');

/**
 * An e-mail address, trimmed, of EMAIL_MAX_LENGTH characters at most (the longest a mail can be sent to): anything
 * else is refused with the forms' message.
 */
export const emailField = z
  .string({ error: validationMessages.email })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: validationMessages.email })
  .refine(isValidEmail, { error: validationMessages.email });

/**
 * An address looked for (a person's data and its erasure): its shape alone, so that an address
 * stored before the site refused invisible characters in one can still be found and erased.
 */
export const searchedEmailField = z
  .string({ error: validationMessages.email })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: validationMessages.email })
  .refine(hasEmailShape, { error: validationMessages.email });

/**
 * A required text of at most `max` characters (a carrier, a tracking number), on one line: a line
 * break is refused with `lineMessage`, as any name the site takes is.
 */
const requiredLine = (max: number, message: string, lineMessage: string = formatMessages.oneLine) =>
  onOneLine(
    z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message }),
    lineMessage,
  );

/** What a parcel's carrier or tracking number refuses, in the order a line of a batch says it. */
const PARCEL_MESSAGES = {
  missing: 'Indiquez le transporteur et le numéro de suivi du colis.',
  tooLong: `Le transporteur et le numéro de suivi tiennent en ${SPACE_TEXT_LIMITS.parcel} caractères chacun.`,
} as const;

/**
 * A parcel's carrier or tracking number, mailed to the buyer: required, on one line, nothing invisible,
 * of the parcels' length at most. One order's shipment, its correction and each line of a batch.
 */
export const parcelLine = onOneLine(
  z
    .string({ error: PARCEL_MESSAGES.missing })
    .trim()
    .min(1, { error: PARCEL_MESSAGES.missing })
    .max(SPACE_TEXT_LIMITS.parcel, { error: PARCEL_MESSAGES.tooLong }),
);

/** A donor's name or a line of their postal address, as the treasurer corrects it for the receipt. */
export const donorLine = (max: number) =>
  requiredLine(max, 'Indiquez le prénom, le nom et l’adresse postale du donateur, chacun sur une ligne.');

/** A line of whom and where an order is delivered to, as the shop corrects it before shipping. */
export const deliveryLine = (max: number) =>
  requiredLine(max, 'Indiquez le prénom, le nom et l’adresse de livraison, chacun sur une ligne.');

/** A member's first or last name, as the memberships' role corrects it for the attestation. */
export const memberNameLine = requiredLine(
  100,
  'Indiquez le prénom et le nom de l’adhérent, chacun sur une ligne de 100 caractères au plus.',
);

/**
 * A member's number, as typed in a form (digits, at most nine) or sent as a number: anything else
 * is refused with the message below.
 */
export const memberNumberField = z.coerce
  .string()
  .trim()
  .regex(/^[1-9][0-9]{0,8}$/, {
    error: 'Indiquez le numéro d’adhérent en chiffres, celui que porte déjà l’adhérent.',
  })
  .transform(Number);

/**
 * A volunteer's reason for a refund or a correction: required, on one line, 200 characters at most,
 * without invisible characters (it is written into mails and kept with the record).
 */
export const oneLineReason = (message: string) => requiredLine(SPACE_TEXT_LIMITS.reason, message, message);

/** A text cut at `max` characters, '' when absent (a tour's date or time, which the service judges). */
export const shortText = (max: number) => lenientText.transform((value) => value.slice(0, max));

/**
 * A text of at most `max` characters, '' when absent (the service says what is missing): a longer one
 * is refused with `message`, never cut (a tour's guide, the reason a visitor reads).
 */
export const boundedText = (max: number, message: string) =>
  lenientText
    .refine((value) => value.length <= max, { error: message })
    // Nothing invisible in a volunteer's text either: it is written into mails to visitors and kept.
    .refine((value) => VISIBLE_TEXT_PATTERN.test(value), { error: validationMessages.invisibleCharacters });

/** The day a letter was posted, as its postmark says. */
export const postmarkDay = calendarDayOr('Indiquez la date du cachet de la poste (jour, mois et année).');

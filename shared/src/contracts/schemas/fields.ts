import { z } from 'zod';

/**
 * Field shapes shared by the request schemas. They check types and sizes only; the French business
 * rules (required, e-mail, phone, amounts) are in @mtdm/shared/validation and run after parsing.
 */
export const shortText = z.string().max(200);
export const mediumText = z.string().max(500);
export const longText = z.string().max(10000);
/** Euros with at most two decimals, never negative. */
export const euros = z
  .number()
  .nonnegative()
  .max(1_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'au plus deux décimales');
/** Identifiers exchanged with the payment provider and kept in localStorage. */
export const identifier = z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/);
/** The `cart` of the membership and donation payloads is always an empty list. */
export const emptyCart = z.tuple([]);

// Dates and amounts as the volunteers read them, in French and in Paris time.
import { formatEuros } from '@mtdm/shared/commerce';
import { frenchHour } from '@mtdm/shared/content';
import { phoneOfStored } from '@mtdm/shared/contracts';
import { withFirstOfMonth } from '@mtdm/shared/news';

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
const dayAndTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** '2026-12-07' or an instant → « 7 décembre 2026 », « 1er décembre 2026 ». */
export function dayOf(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : withFirstOfMonth(day.format(date));
}

/** An instant → « 7 décembre 2026 à 14:30 ». */
export function momentOf(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : withFirstOfMonth(dayAndTime.format(date));
}

/** '14:30' → « 14 h 30 », '10:00' → « 10 h », as the site writes its hours; anything else as it is. */
export const timeOf = (value: string): string => (/^\d{1,2}:\d{2}$/.test(value) ? frenchHour(value) : value);

export const euros = (cents: number): string => formatEuros(cents);

/** A stored telephone number ('+33 0612345678', '+33612345678') as people write it: '+33 6 12 34 56 78'. */
export const phoneOf = (stored: string): string => phoneOfStored(stored);

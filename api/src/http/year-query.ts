import { parisDateAt } from '@mtdm/shared/news';

/** The year a list asks for in `?annee=` (four digits), or the current one in Paris. */
export const yearOf = (value: string | undefined, now: Date): number =>
  /^\d{4}$/.test(value ?? '') ? Number(value) : parisDateAt(now.getTime()).year;

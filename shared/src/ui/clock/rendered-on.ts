import { parisDateAt, type CalendarDate } from '../../news';
import { parisToday } from '../../news/paris-time';

/**
 * The day a pre-rendered page was rendered ('2026-11-23'), kept on the page's root element
 * (data-rendered-on) and set here before any render: by the build-time renderer, and by the shell
 * before it hydrates the page. Global, because the shell and every remote carry their own copy of
 * this module. Hydration must first render what the server rendered, dates included.
 */
const RENDERED_ON = '__MTDM_RENDERED_ON__';
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

type WithRenderedOn = typeof globalThis & { [RENDERED_ON]?: string };

export function setRenderedOn(day: string | undefined): void {
  (globalThis as WithRenderedOn)[RENDERED_ON] = day !== undefined && ISO_DAY.test(day) ? day : undefined;
}

/**
 * The museum's day now: the calendar day in Fréjus, wherever the browser or the server is. The
 * conferences and events take place there, and the server opens a booking by that day: a visitor in
 * Nouméa or in Fort-de-France sees as upcoming what Fréjus still has to come.
 */
export const museumToday = (): CalendarDate => parisDateAt(Date.now());

/** The day pages are rendered on now: the pre-rendered page's, else the museum's. */
export function renderDay(): CalendarDate {
  const match = ISO_DAY.exec((globalThis as WithRenderedOn)[RENDERED_ON] ?? '');
  if (!match) return museumToday();
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** Today as 'YYYY-MM-DD', for the renderer to write on the page. */
export const todayIso = (): string => parisToday();

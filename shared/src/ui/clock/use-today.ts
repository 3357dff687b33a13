import { useEffect, useState } from 'react';
import type { CalendarDate } from '../../news';
import { museumToday, renderDay } from './rendered-on';

/**
 * The museum's calendar day, for the lists that depend on it (upcoming news and conferences, the
 * agenda, the footer's year). First the day of the render (a page pre-rendered at build time shows
 * the items of that day), then the day in Fréjus now, read again in an effect.
 */
export function useToday(): CalendarDate {
  const [today, setToday] = useState<CalendarDate>(renderDay);
  useEffect(() => {
    const now = museumToday();
    setToday((current) =>
      current.year === now.year && current.month === now.month && current.day === now.day ? current : now,
    );
  }, []);
  return today;
}

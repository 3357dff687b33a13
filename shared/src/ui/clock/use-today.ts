import { useEffect, useState } from 'react';
import { toCalendarDate, type CalendarDate } from '../../news';
import { renderDay } from './rendered-on';

/**
 * The visitor's calendar day, for the lists that depend on it (upcoming news and conferences, the
 * agenda). First the day of the render (a page pre-rendered at build time shows the items of that
 * day), then the visitor's own day, read again in an effect.
 */
export function useToday(): CalendarDate {
  const [today, setToday] = useState<CalendarDate>(renderDay);
  useEffect(() => {
    const now = toCalendarDate(new Date());
    setToday((current) =>
      current.year === now.year && current.month === now.month && current.day === now.day ? current : now,
    );
  }, []);
  return today;
}

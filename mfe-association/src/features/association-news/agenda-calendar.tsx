import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import type { NewsItem } from '@mtdm/shared/content';
import {
  buildMonthGrid,
  eventsByDay,
  FRENCH_MONTHS,
  WEEKDAY_LABELS,
  type CalendarDate,
} from '@mtdm/shared/news';
import { newsDocument, RoundIconButton, VisuallyHidden, type PdfDocument } from '@mtdm/shared/ui';
import { associationNewsContent as c } from './association-news-content';
import { moveByMonths, openingPosition, positionAfterKey, type AgendaPosition } from './agenda-navigation';
import { useElementId } from '@mtdm/shared/ui';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    text-transform: capitalize;
  }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 4px;
  table-layout: fixed;

  th {
    padding: ${({ theme }) => theme.space.xs} 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: 700;
  }
  td {
    padding: 0;
    text-align: center;
  }
`;

const Day = styled.button<{ $hasEvents: boolean; $today: boolean }>`
  position: relative;
  width: 100%;
  min-height: 44px;
  aspect-ratio: 1;
  max-height: 64px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: default;

  ${({ $hasEvents, theme }) =>
    $hasEvents &&
    css`
      background: ${theme.colors.navy};
      border-color: ${theme.colors.navy};
      color: ${theme.colors.textOnDark};
      font-weight: 700;
      cursor: pointer;
      &::after {
        content: '';
        position: absolute;
        left: 50%;
        bottom: 5px;
        width: 6px;
        height: 6px;
        margin-left: -3px;
        border-radius: 50%;
        background: ${theme.colors.gold};
      }
      &:hover {
        background: ${theme.colors.navyLight};
      }
    `}
  ${({ $today, theme }) =>
    $today &&
    css`
      outline: 3px solid ${theme.colors.red};
      outline-offset: -3px;
    `}
`;

/**
 * The keys' help, shown to who moves in the grid with the keyboard (a day has the keyboard's focus);
 * a screen reader hears it with the grid (aria-describedby) in every case.
 */
const KeyboardHelp = styled.p`
  display: none;
`;

const Agenda = styled.div`
  &:has([role='grid'] :focus-visible) ${KeyboardHelp} {
    display: block;
  }
`;

const isSameDay = (a: AgendaPosition, b: AgendaPosition) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

const monthName = (year: number, month: number) => `${FRENCH_MONTHS[month - 1] ?? ''} ${year}`;

export interface AgendaCalendarProps {
  readonly items: readonly NewsItem[];
  readonly today: CalendarDate;
  /** A click on a day with events opens that day's first PDF. */
  readonly onOpen: (document: PdfDocument) => void;
  /** Tells the page which month is shown (for the list of its events). */
  readonly onMonthChange?: (year: number, month: number) => void;
  /** A day to show, asked for after the first render (the event a search result names). */
  readonly openOn?: CalendarDate;
}

/**
 * The association's monthly agenda: previous and next month, weeks starting on Monday,
 * today marked, days with events marked and clickable (they open that day's first PDF). A WAI-ARIA
 * date grid: one day takes the focus at a time, the arrow keys move between days (across months),
 * Home/End go to the ends of the week, Page Up/Down change the month; each day names its date and events.
 */
export function AgendaCalendar({ items, today, onOpen, onMonthChange, openOn }: AgendaCalendarProps) {
  const headingId = useElementId('agenda');
  const helpId = useElementId('aide-agenda');
  const [position, setPosition] = useState<AgendaPosition>(() => openingPosition(items, today));
  const moveFocus = useRef(false);
  // Once the visitor has chosen a day or a month, a later change of today (the pre-rendered day
  // giving way to the visitor's own) no longer moves the agenda.
  const chosen = useRef(false);
  const choose = (next: AgendaPosition) => {
    chosen.current = true;
    setPosition(next);
  };
  const gridRef = useRef<HTMLTableElement>(null);
  const { year, month } = position;
  const weeks = buildMonthGrid(year, month);
  const events = eventsByDay(items, year, month);

  useEffect(() => {
    onMonthChange?.(year, month);
  }, [year, month, onMonthChange]);

  // The same grid, its buttons and the focus kept: only the opening day follows the new today.
  useEffect(() => {
    if (chosen.current) return;
    const opening = openingPosition(items, today);
    setPosition((current) => (isSameDay(current, opening) ? current : opening));
  }, [items, today]);

  useEffect(() => {
    if (!openOn) return;
    chosen.current = true;
    setPosition({ year: openOn.year, month: openOn.month, day: openOn.day });
  }, [openOn]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${position.day}"]`)?.focus();
  }, [position]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = positionAfterKey(position, event.key);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    choose(next);
  };

  const isToday = (day: number) => today.year === year && today.month === month && today.day === day;

  const label = (day: number) => {
    const dayEvents = events.get(day) ?? [];
    return [
      // The day as it is shown ("1", not "1er"), so the name begins with the visible text.
      `${day} ${monthName(year, month)}`,
      isToday(day) ? c.today : null,
      dayEvents.length
        ? `${c.events(dayEvents.length)} : ${dayEvents.map((item) => item.title).join(' ; ')}`
        : c.noEvent,
    ]
      .filter(Boolean)
      .join(', ');
  };

  return (
    <Agenda>
      <Header>
        <RoundIconButton
          type="button"
          aria-label={c.previousMonth}
          onClick={() => choose(moveByMonths(position, -1))}
        >
          <span aria-hidden="true">‹</span>
        </RoundIconButton>
        <h3 id={headingId} aria-live="polite">
          {monthName(year, month)}
        </h3>
        <RoundIconButton
          type="button"
          aria-label={c.nextMonth}
          onClick={() => choose(moveByMonths(position, 1))}
        >
          <span aria-hidden="true">›</span>
        </RoundIconButton>
      </Header>
      <Grid
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAY_LABELS.map((weekday) => (
              <th key={weekday} scope="col" abbr={weekday}>
                <span aria-hidden="true">{weekday.slice(0, 3)}</span>
                <VisuallyHidden>{weekday}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => (
                <td key={column}>
                  {day !== null && (
                    <Day
                      type="button"
                      data-day={day}
                      tabIndex={day === position.day ? 0 : -1}
                      aria-label={label(day)}
                      aria-current={isToday(day) ? 'date' : undefined}
                      aria-disabled={events.has(day) ? undefined : true}
                      $hasEvents={events.has(day)}
                      $today={isToday(day)}
                      onFocus={() => day !== position.day && choose({ year, month, day })}
                      onClick={() => {
                        const first = events.get(day)?.[0];
                        if (first) onOpen(newsDocument(first));
                      }}
                    >
                      {day}
                    </Day>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Grid>
      <KeyboardHelp id={helpId}>
        <small>{c.keyboardHelp}</small>
      </KeyboardHelp>
    </Agenda>
  );
}

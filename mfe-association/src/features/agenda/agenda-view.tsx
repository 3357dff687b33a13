import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link, useSearchParams } from '@mtdm/shared/router';
import {
  AGENDA_FEED_PATH,
  AGENDA_KINDS,
  agendaItems,
  FRENCH_MONTHS,
  formatFrenchDate,
  type AgendaItem,
  type AgendaKind,
} from '@mtdm/shared/news';
import { frenchHour } from '@mtdm/shared/content';
import { pages } from '@mtdm/shared/routing';
import {
  Button,
  PageSection,
  Prose,
  SelectField,
  useContent,
  useSiteDetails,
  useToday,
  VisuallyHidden,
} from '@mtdm/shared/ui';
import { agendaContent as c } from './agenda-content';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;

  > div {
    flex: 1 1 14rem;
  }
`;

const Items = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  scroll-margin-top: 6rem;

  h2 {
    margin: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: ${({ theme }) => theme.space.sm} 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const Kind = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.redDark};
  font-weight: 700;
  text-transform: uppercase;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** '2027-03' for an item's first month, the filter's value. */
const monthOf = (item: AgendaItem) => `${item.from.year}-${String(item.from.month).padStart(2, '0')}`;
/** Whether an item is on during `month` ('2027-03'): an exhibition, every month it runs. */
const isOnDuring = (item: AgendaItem, month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const asked = year * 12 + number;
  return item.from.year * 12 + item.from.month <= asked && asked <= item.to.year * 12 + item.to.month;
};
const monthName = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${FRENCH_MONTHS[number - 1] ?? ''} ${year}`;
};

const whenOf = (item: AgendaItem) =>
  item.kind === 'exhibition'
    ? `Du ${formatFrenchDate(item.from)} au ${formatFrenchDate(item.to)}`
    : `Le ${formatFrenchDate(item.from)}${item.time ? ` à ${frenchHour(item.time)}` : ''}`;

/**
 * /pages/Agenda: the exhibitions running or to come, the conferences and the events, soonest first;
 * filtered by type and month (kept in the address, so a shared link opens the same view); and the
 * calendar feed to subscribe to.
 */
export function AgendaView() {
  const today = useToday();
  const details = useSiteDetails();
  const items = agendaItems(
    { news: useContent('news'), exhibitions: useContent('exhibitions') },
    details,
    today,
  );
  const [query, setQuery] = useSearchParams();
  // The pre-rendered page lists everything: the address's choice applies once the page runs, so that
  // the first render says what the HTML said.
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const chosen = running ? query : new URLSearchParams();
  const kind = AGENDA_KINDS.find((each) => each === chosen.get('type'));
  const month = /^\d{4}-\d{2}$/.test(chosen.get('mois') ?? '') ? chosen.get('mois')! : undefined;
  const months = [...new Set(items.map(monthOf))];
  const shown = items.filter((item) => (!kind || item.kind === kind) && (!month || isOnDuring(item, month)));
  const choose = (name: 'type' | 'mois') => (event: { target: { value: string } }) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (event.target.value) next.set(name, event.target.value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <PageSection>
      <h1>{pages.agenda.title}</h1>
      <Prose>
        <p>{c.intro}</p>
        <p>
          <a href={AGENDA_FEED_PATH}>{c.subscribe}</a> — {c.subscribeHint}
        </p>
        {!items.some((item) => item.kind === 'exhibition') && <p>{c.noExhibition}</p>}
      </Prose>
      {items.length === 0 ? (
        <p>{c.empty}</p>
      ) : (
        <>
          {/* Without script the form sends the same query: the page reads it from the address. */}
          <Filters aria-label={c.filtersTitle} method="get" onSubmit={(event) => event.preventDefault()}>
            <SelectField
              label={c.kindLabel}
              name="type"
              value={kind ?? ''}
              onChange={choose('type')}
              options={[
                { value: '', label: c.allKinds },
                ...AGENDA_KINDS.map((each: AgendaKind) => ({ value: each, label: c.kinds[each] })),
              ]}
            />
            <SelectField
              label={c.monthLabel}
              name="mois"
              value={month ?? ''}
              onChange={choose('mois')}
              options={[
                { value: '', label: c.allMonths },
                ...months.map((each) => ({ value: each, label: monthName(each) })),
              ]}
            />
            <Button type="submit" $variant="secondary">
              {c.apply}
            </Button>
          </Filters>
          <p role="status">{c.count(shown.length)}</p>
          <Items>
            {shown.map((item) => (
              <Item key={item.id} id={item.kind === 'exhibition' ? item.id : undefined}>
                <Kind>{c.kindOne[item.kind]}</Kind>
                <h2>{item.title}</h2>
                <p>{item.description}</p>
                <dl>
                  <dt>{c.when}</dt>
                  <dd>{whenOf(item)}</dd>
                  {item.place && (
                    <>
                      <dt>{c.place}</dt>
                      <dd>{item.place}</dd>
                    </>
                  )}
                  {item.free !== null && (
                    <>
                      <dt>{c.entry}</dt>
                      <dd>{item.free ? c.free : c.notFree}</dd>
                    </>
                  )}
                  {item.seats !== null && (
                    <>
                      <dt>{c.seats}</dt>
                      <dd>{item.seats}</dd>
                    </>
                  )}
                </dl>
                {item.kind !== 'exhibition' && (
                  <Link to={item.link}>
                    {item.seats !== null ? c.book : c.more}
                    <VisuallyHidden> : {item.title}</VisuallyHidden>
                  </Link>
                )}
              </Item>
            ))}
          </Items>
        </>
      )}
    </PageSection>
  );
}

import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  eventsByDay,
  FRENCH_MONTHS,
  groupArchivedAssociationNews,
  isUpcoming,
  parseFrenchDate,
  type CalendarDate,
} from '@mtdm/shared/news';
import { newsAnchor } from '@mtdm/shared/search/page-marks';
import { pages } from '@mtdm/shared/routing';
import {
  ContentSection,
  NewsYearAccordion,
  newsDocument,
  PageSection,
  Prose,
  ReadArticleButton,
  useContent,
  usePdfViewer,
  useAddressAnchor,
  useToday,
} from '@mtdm/shared/ui';
import { AgendaCalendar } from './agenda-calendar';
import { openingPosition } from './agenda-navigation';
import { associationNewsContent as c } from './association-news-content';

const Layout = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;

const MonthList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  strong {
    color: ${({ theme }) => theme.colors.red};
  }
  button {
    align-self: flex-start;
  }
`;

/** /pages/ActualitesAAMTDM: the monthly agenda, this month's events, then the past news by year. */
export function AssociationNewsView() {
  const today = useToday();
  const newsItems = useContent('news');
  const associationItems = useMemo(
    () => newsItems.filter((item) => item.category === 'association'),
    [newsItems],
  );
  const { openDocument, viewer } = usePdfViewer();
  // The month the agenda shows, told by the agenda itself; first the month it opens on, so a
  // pre-rendered page lists the events of the month its agenda shows.
  const [shown, setShown] = useState(() => {
    const { year, month } = openingPosition(associationItems, today);
    return { year, month };
  });
  // A search result for an event still to come names it by its anchor: the agenda opens on its month,
  // where the month's list shows it (a past one is in the archive below, opened by its accordion).
  const [anchored, setAnchored] = useState<CalendarDate | undefined>(undefined);
  useAddressAnchor(
    (id) => {
      const item = associationItems.find((each) => newsAnchor(each.id) === id);
      const date = item && isUpcoming(item, today) ? parseFrenchDate(item.date) : null;
      if (!date) return false;
      setAnchored(date);
      return true;
    },
    { shown: `${shown.year}-${shown.month}` },
  );
  const onMonthChange = useCallback((year: number, month: number) => setShown({ year, month }), []);
  const monthEvents = [...eventsByDay(associationItems, shown.year, shown.month).entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([, items]) => items);
  const archived = groupArchivedAssociationNews(newsItems, today);
  const monthLabel = `${FRENCH_MONTHS[shown.month - 1] ?? ''} ${shown.year}`;
  return (
    <>
      <PageSection>
        <h1>{pages.associationNews.title}</h1>
        <Prose>
          <p>{c.intro}</p>
        </Prose>
        <h2>{c.agendaTitle}</h2>
        <Layout>
          <AgendaCalendar
            items={associationItems}
            today={today}
            onOpen={openDocument}
            onMonthChange={onMonthChange}
            openOn={anchored}
          />
          <section aria-labelledby="mois-en-cours">
            <h3 id="mois-en-cours">{c.monthListTitle(monthLabel)}</h3>
            {monthEvents.length === 0 ? (
              <p>{c.monthEmpty}</p>
            ) : (
              <MonthList>
                {monthEvents.map((item) => (
                  <li key={item.id} id={newsAnchor(item.id)}>
                    <strong>{item.date}</strong>
                    <span>{item.title}</span>
                    <ReadArticleButton document={newsDocument(item)} onOpen={openDocument} />
                  </li>
                ))}
              </MonthList>
            )}
          </section>
        </Layout>
      </PageSection>
      <ContentSection title={c.archiveTitle} tone="tinted">
        {archived.length === 0 ? (
          <p>{c.archiveEmpty}</p>
        ) : (
          <NewsYearAccordion groups={archived} yearTitle={c.yearTitle} onRead={openDocument} />
        )}
      </ContentSection>
      {viewer}
    </>
  );
}

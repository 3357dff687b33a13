import { newsAnchor } from '@mtdm/shared/search/page-marks';
import styled from 'styled-components';
import type { NewsItem } from '@mtdm/shared/content';
import { groupArchivedConferences, icsDataUrl, selectUpcomingConferences } from '@mtdm/shared/news';
import { pages } from '@mtdm/shared/routing';
import {
  ContentSection,
  HorizontalScroller,
  NewsCard,
  NewsYearAccordion,
  PageSection,
  Prose,
  StructuredData,
  useContent,
  usePdfViewer,
  useSiteDetails,
  useToday,
} from '@mtdm/shared/ui';
import { conferenceFileName, conferenceIcs, conferencesStructuredData } from './conference-calendar';
import { conferenceVenue, type ConferenceVenue } from '@mtdm/shared/news';
import { conferencesContent as c } from './conferences-content';
import { ConferenceBooking } from './conference-booking';

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  font-weight: 700;
`;

const CalendarLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
`;

const StartTime = styled.p`
  margin: 0;
  font-weight: 700;
`;

function UpcomingExtras({ item, venue }: { readonly item: NewsItem; readonly venue: ConferenceVenue }) {
  const ics = conferenceIcs(item, venue);
  return (
    <>
      {item.time && <StartTime>{c.startsAt(item.time)}</StartTime>}
      {ics && (
        <CalendarLink
          href={icsDataUrl(ics)}
          download={conferenceFileName(item)}
          aria-label={`${c.addToCalendar} : ${item.title}`}
        >
          {c.addToCalendar}
        </CalendarLink>
      )}
      {item.seats !== undefined && <ConferenceBooking id={item.id} title={item.title} />}
    </>
  );
}

/**
 * /pages/sesconferences: the conferences dated today or later in a horizontal list (or the empty
 * message), then the past ones by year in accordions, newest year first.
 */
export function ConferencesView() {
  const today = useToday();
  const newsItems = useContent('news');
  const venue = conferenceVenue(useSiteDetails());
  const upcoming = selectUpcomingConferences(newsItems, today);
  const archived = groupArchivedConferences(newsItems, today);
  const { openDocument, viewer } = usePdfViewer();
  const structuredData = conferencesStructuredData(upcoming, venue);
  return (
    <>
      <PageSection>
        <h1>{pages.conferences.title}</h1>
        <Prose>
          <p>{c.intro}</p>
        </Prose>
        {structuredData.length > 0 && <StructuredData data={structuredData} />}
      </PageSection>
      <ContentSection title={c.upcomingTitle} tone="tinted">
        {upcoming.length === 0 ? (
          <Empty>{c.empty}</Empty>
        ) : (
          <HorizontalScroller
            label={c.upcomingLabel}
            previousLabel={c.previous}
            nextLabel={c.next}
            itemWidth="300px"
          >
            {upcoming.map((item) => (
              <NewsCard key={item.id} item={item} onRead={openDocument} anchorId={newsAnchor(item.id)}>
                <UpcomingExtras item={item} venue={venue} />
              </NewsCard>
            ))}
          </HorizontalScroller>
        )}
      </ContentSection>
      <ContentSection title={c.archiveTitle}>
        <NewsYearAccordion groups={archived} yearTitle={c.yearTitle} onRead={openDocument} />
      </ContentSection>
      {viewer}
    </>
  );
}

import { Link } from '@mtdm/shared/router';
import styled from 'styled-components';
import { groupByYear, selectMuseumNews } from '@mtdm/shared/news';
import { pages } from '@mtdm/shared/routing';
import { NewsYearAccordion, PageSection, useContent, usePdfViewer } from '@mtdm/shared/ui';
import { museumNewsContent as c } from './museum-news-content';

const Lead = styled.p`
  max-width: 46rem;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

/** /pages/ActualitesMusee: the museum's news from 2022 on, one accordion per year, newest first. */
export function MuseumNewsView() {
  const { openDocument, viewer } = usePdfViewer();
  const yearGroups = groupByYear(selectMuseumNews(useContent('news')));
  return (
    <PageSection>
      <h1>{pages.museumNews.title}</h1>
      <Lead>{c.intro}</Lead>
      <h2>{c.archivesTitle}</h2>
      {yearGroups.length === 0 ? (
        <p>{c.empty}</p>
      ) : (
        <NewsYearAccordion groups={yearGroups} yearTitle={c.yearTitle} onRead={openDocument} />
      )}
      <p>
        <Link to={c.associationLink.to}>{c.associationLink.label}</Link>
      </p>
      {viewer}
    </PageSection>
  );
}

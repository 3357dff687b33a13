import type { NewsItem } from '../../content';
import { currentYearOf, type YearGroup } from '../../news';
import { useToday } from '../clock/use-today';
import { newsAnchor } from '../../search/item-anchors';
import { Accordion } from '../accordion';
import { CardGrid } from '../page-layout/content-section';
import type { PdfDocument } from '../pdf-viewer/pdf-document';
import { NewsCard } from './news-card';

export interface NewsYearAccordionProps {
  /** Years, newest first (groupByYear and its variants). */
  readonly groups: readonly YearGroup<NewsItem>[];
  /** Title of a year's accordion ("Actualités 2025"). */
  readonly yearTitle: (year: number) => string;
  readonly onRead: (document: PdfDocument) => void;
}

/** The year open at first: the one of the latest published news (currentYearOf). */
function useOpenYear(groups: NewsYearAccordionProps['groups']): string | undefined {
  const year = currentYearOf(groups, useToday());
  return year === undefined ? undefined : String(year);
}

/**
 * News or conferences archived by year: one accordion per year, the year of the latest published news
 * open, one open at a time.
 */
export function NewsYearAccordion({ groups, yearTitle, onRead }: NewsYearAccordionProps) {
  const openYear = useOpenYear(groups);
  return (
    <Accordion
      initiallyOpen={openYear}
      items={groups.map((group) => ({
        id: String(group.year),
        title: yearTitle(group.year),
        content: (
          <CardGrid $fill>
            {group.items.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} onRead={onRead} headingLevel={4} anchorId={newsAnchor(item.id)} />
              </li>
            ))}
          </CardGrid>
        ),
      }))}
    />
  );
}

import { Link } from '@mtdm/shared/router';
import styled from 'styled-components';
import { selectCarouselItems } from '@mtdm/shared/news';
import { HorizontalScroller, NewsCard, useContent, usePdfViewer, useToday } from '@mtdm/shared/ui';
import { homeContent } from './home-content';

/** The carousel moves by 324 px: a 300 px card and its 24 px gap. */
const CAROUSEL_STEP = 324;
const CARD_WIDTH = 300;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

/**
 * The news carousel of the home page: the shared selection (newest first, today or later,
 * then reversed so the soonest comes first); past items are hidden.
 */
export function NewsCarousel() {
  const today = useToday();
  const items = selectCarouselItems(useContent('news'), today);
  const { openDocument, viewer } = usePdfViewer();
  const c = homeContent.news;
  if (items.length === 0) {
    return (
      <Empty>
        {c.empty}{' '}
        {c.archives.map((link, index) => (
          <span key={link.to}>
            {index > 0 && ' et '}
            <Link to={link.to}>{link.label}</Link>
          </span>
        ))}
        .
      </Empty>
    );
  }
  return (
    <>
      <HorizontalScroller
        label={c.listLabel}
        step={CAROUSEL_STEP}
        itemWidth={`${CARD_WIDTH}px`}
        gap={`${CAROUSEL_STEP - CARD_WIDTH}px`}
        previousLabel={c.previous}
        nextLabel={c.next}
      >
        {items.map((item) => (
          <NewsCard key={item.id} item={item} onRead={openDocument} />
        ))}
      </HorizontalScroller>
      {viewer}
    </>
  );
}

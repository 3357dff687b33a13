import type { ReactNode } from 'react';
import styled from 'styled-components';
import { contentImageSources, contentMediaUrl, type NewsItem } from '../../content';
import { ReadArticleButton } from '../pdf-viewer/read-article-button';
import { FrenchDateTime } from './french-date-time';
import type { PdfDocument } from '../pdf-viewer/pdf-document';

/** The intrinsic size of a news illustration, so the card reserves its space. */
const NEWS_IMAGE_SIZE = { width: 640, height: 400 } as const;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 5;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};

  h2,
  h3,
  h4 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.navy};
    line-height: 1.25;
  }
  p {
    flex: 1;
    margin: 0;
  }
  time {
    color: ${({ theme }) => theme.colors.red};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.small};
    letter-spacing: 0.02em;
  }
  button {
    align-self: flex-start;
  }
`;

/** The PDF of a news item, for the viewer. */
export function newsDocument(item: Pick<NewsItem, 'title' | 'pdfPath'>): PdfDocument {
  return { title: item.title, url: contentMediaUrl(item.pdfPath) };
}

export interface NewsCardProps {
  readonly item: NewsItem;
  readonly onRead: (document: PdfDocument) => void;
  /** Heading level of the title in the page outline. */
  readonly headingLevel?: 2 | 3 | 4;
  /** More under the summary (a time, an "add to my calendar" link). */
  readonly children?: ReactNode;
  /** The card's id, where a search result leads (newsAnchor), in the one list that names it. */
  readonly anchorId?: string;
}

/** A news item or conference: its illustration, date, title, summary and 'Lire l'article'. */
export function NewsCard({ item, onRead, headingLevel = 3, children, anchorId }: NewsCardProps) {
  const Heading = `h${headingLevel}` as const;
  const image = contentImageSources(item.image, NEWS_IMAGE_SIZE.width);
  return (
    <Card id={anchorId}>
      <img
        {...image}
        // Only with a list of widths to choose from (a photograph): a drawing has one file.
        sizes={image.srcSet ? `${NEWS_IMAGE_SIZE.width}px` : undefined}
        alt={item.imageAlt ?? ''}
        width={NEWS_IMAGE_SIZE.width}
        height={NEWS_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <Body>
        <FrenchDateTime text={item.date} />
        <Heading>{item.title}</Heading>
        <p>{item.description}</p>
        <ReadArticleButton document={newsDocument(item)} onOpen={onRead} />
        {children}
      </Body>
    </Card>
  );
}

import { CardGrid } from './content-section';
import { LinkCard } from './link-card';

export interface LinkCardItem {
  readonly title: string;
  readonly text: string;
  readonly to: string;
  readonly linkLabel: string;
}

/**
 * A row of cards leading to other pages (teasers, "see also"). `headingLevel` 2 when the cards sit
 * right under the page's h1, so no heading level is skipped.
 */
export function LinkCardGrid({
  cards,
  headingLevel,
}: {
  readonly cards: readonly LinkCardItem[];
  readonly headingLevel?: 2 | 3;
}) {
  return (
    <CardGrid>
      {cards.map((card) => (
        <li key={card.to}>
          <LinkCard title={card.title} to={card.to} linkLabel={card.linkLabel} headingLevel={headingLevel}>
            <p>{card.text}</p>
          </LinkCard>
        </li>
      ))}
    </CardGrid>
  );
}

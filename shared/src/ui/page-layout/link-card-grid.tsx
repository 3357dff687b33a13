import { CardGrid } from './content-section';
import { LinkCard } from './link-card';

export interface LinkCardItem {
  readonly title: string;
  readonly text: string;
  readonly to: string;
  readonly linkLabel: string;
}

/** A row of cards leading to other pages (teasers, "see also"). */
export function LinkCardGrid({ cards }: { readonly cards: readonly LinkCardItem[] }) {
  return (
    <CardGrid>
      {cards.map((card) => (
        <li key={card.to}>
          <LinkCard title={card.title} to={card.to} linkLabel={card.linkLabel}>
            <p>{card.text}</p>
          </LinkCard>
        </li>
      ))}
    </CardGrid>
  );
}

import type { ReactNode } from 'react';
import { Link } from '@mtdm/shared/router';
import styled from 'styled-components';

const Card = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 6px solid ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
  p {
    flex: 1;
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
  }
  /* The whole card is clickable through its link. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    border-top-color: ${({ theme }) => theme.colors.red};
  }
`;

export interface LinkCardProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Address inside the site. */
  readonly to: string;
  /** Text of the link; it names where it leads. */
  readonly linkLabel: string;
  /** Level of the card's title: 2 right under the page's h1, 3 (default) inside a titled section. */
  readonly headingLevel?: 2 | 3;
}

/** A card leading to another page: title, a short text, and one link that covers the card. */
export function LinkCard({ title, children, to, linkLabel, headingLevel = 3 }: LinkCardProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card>
      <Title>{title}</Title>
      <div>{children}</div>
      <Link to={to}>
        {linkLabel} <span aria-hidden="true">→</span>
      </Link>
    </Card>
  );
}

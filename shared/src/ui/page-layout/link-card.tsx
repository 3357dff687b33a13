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
}

/** A card leading to another page: title, a short text, and one link that covers the card. */
export function LinkCard({ title, children, to, linkLabel }: LinkCardProps) {
  return (
    <Card>
      <h3>{title}</h3>
      <div>{children}</div>
      <Link to={to}>
        {linkLabel} <span aria-hidden="true">→</span>
      </Link>
    </Card>
  );
}

import styled from 'styled-components';
import type { Curator } from './museum-in-brief-content';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border-left: 4px solid ${({ theme }) => theme.colors.gold};

  li {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  }
  strong {
    display: block;
  }
`;

/** The past curators, oldest first; an honest note while the list is not written yet. */
export function CuratorsList({
  curators,
  pending,
}: {
  readonly curators: readonly Curator[];
  readonly pending: string;
}) {
  if (curators.length === 0) return <p>{pending}</p>;
  return (
    <List>
      {curators.map((curator) => (
        <li key={`${curator.period}-${curator.name}`}>
          <strong>{[curator.title, curator.name].filter(Boolean).join(' ')}</strong>
          {curator.period}
        </li>
      ))}
    </List>
  );
}

import styled from 'styled-components';
import { useElementId } from '../element-id/use-element-id';
import { VisuallyHidden } from '../visually-hidden';
import { StatCounter, type StatCounterProps } from '../stat-counter';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.background};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

/**
 * Key figures side by side, each counting up when it comes into view; a region named by `label`
 * when given (leave it out when the figures already have their own titled section).
 */
export function StatGrid({
  stats,
  label,
}: {
  readonly stats: readonly StatCounterProps[];
  readonly label?: string;
}) {
  const headingId = useElementId('chiffres');
  const grid = (
    <Grid>
      {stats.map((stat) => (
        <li key={stat.label}>
          <StatCounter {...stat} />
        </li>
      ))}
    </Grid>
  );
  // A labelled group of figures is a section with its own heading (read by screen readers only).
  return label ? (
    <section aria-labelledby={headingId}>
      <VisuallyHidden as="h2" id={headingId}>
        {label}
      </VisuallyHidden>
      {grid}
    </section>
  ) : (
    grid
  );
}

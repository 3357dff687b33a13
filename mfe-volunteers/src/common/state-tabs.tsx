import styled from 'styled-components';
import { Link } from '@mtdm/shared/router';

const TabList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    min-height: 44px;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 2px solid ${({ theme }) => theme.colors.navy};
    border-radius: ${({ theme }) => theme.radii.small};
    color: ${({ theme }) => theme.colors.navy};
    font-weight: 700;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

export interface Tab {
  readonly label: string;
  readonly to: string;
}

/** The lists of a screen (to do, done…), as links: the address says which one is shown. */
export function StateTabs({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly Tab[];
  current: string;
}) {
  return (
    <nav aria-label={label}>
      <TabList>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} aria-current={tab.to === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </TabList>
    </nav>
  );
}

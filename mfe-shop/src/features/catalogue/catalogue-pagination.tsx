import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@mtdm/shared/router';
import { VisuallyHidden } from '@mtdm/shared/ui';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

/** Each link is a 44 px target; the current page is filled in navy. */
const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

interface CataloguePaginationProps {
  readonly page: number;
  readonly pages: number;
  /** The address (query part) of a page of the current view. */
  readonly searchOfPage: (page: number) => string;
  /** Called when a visitor follows a link to another page. */
  readonly onFollow: () => void;
}

/** The links between the catalogue's pages: previous, each page by its number, next. None for one page. */
export function CataloguePagination({ page, pages, searchOfPage, onFollow }: CataloguePaginationProps) {
  if (pages <= 1) return null;
  const link = (target: number, text: ReactNode, rel?: 'prev' | 'next') => (
    <PageLink
      to={{ search: searchOfPage(target) }}
      preventScrollReset
      rel={rel}
      aria-current={target === page && !rel ? 'page' : undefined}
      onClick={onFollow}
    >
      {text}
    </PageLink>
  );
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label="Pages du catalogue">
      <List>
        {page > 1 && <li>{link(page - 1, 'Page précédente', 'prev')}</li>}
        {numbers.map((target) => (
          <li key={target}>
            {link(
              target,
              <>
                <VisuallyHidden>Page </VisuallyHidden>
                {target}
              </>,
            )}
          </li>
        ))}
        {page < pages && <li>{link(page + 1, 'Page suivante', 'next')}</li>}
      </List>
    </nav>
  );
}

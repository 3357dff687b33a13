import styled from 'styled-components';
import { Link } from '@mtdm/shared/router';
import { listViewTexts as t } from './list-view-texts';
import { useListView } from './use-list-view';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-block: ${({ theme }) => theme.space.md};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
  }
`;

/** How many rows the view finds, which page is shown, and the links to the pages before and after. */
export function ListPages({
  total,
  page,
  pageCount,
}: {
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
}) {
  const { addressWith } = useListView();
  return (
    <Bar aria-label={t.pagesLabel}>
      <p role="status">
        {t.found(total)}
        {pageCount > 1 && ` · ${t.pageOf(page, pageCount)}`}
      </p>
      {page > 1 && <Link to={addressWith({ page: String(page - 1) })}>← {t.previous}</Link>}
      {page < pageCount && <Link to={addressWith({ page: String(page + 1) })}>{t.next} →</Link>}
    </Bar>
  );
}

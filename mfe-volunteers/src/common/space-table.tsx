import type { ReactNode } from 'react';
import { HiddenCaption, TableFrame } from './space-styles';
import { spaceTexts } from './space-texts';

export interface Column<T> {
  readonly label: string;
  readonly cell: (item: T) => ReactNode;
}

interface SpaceTableProps<T> {
  /** The table's name for screen readers. */
  readonly caption: string;
  readonly columns: readonly Column<T>[];
  readonly items: readonly T[];
  readonly keyOf: (item: T, index: number) => string | number;
}

/** A list of the space as a table (a header row, one row per item), or « Rien pour le moment. ». */
export function SpaceTable<T>({ caption, columns, items, keyOf }: SpaceTableProps<T>) {
  if (items.length === 0) return <p>{spaceTexts.empty}</p>;
  return (
    <TableFrame>
      <table>
        <HiddenCaption>{caption}</HiddenCaption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={keyOf(item, index)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label}>
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

// A list as the association opens it: a CSV file (csv-file.ts: UTF-8 with its mark, semicolons,
// formulas neutralised) or an Excel workbook, from the same columns. In the workbook, amounts are
// numbers in euros and dates are dates, so a treasurer can add them up and sort them; a text stays
// a text cell, which a spreadsheet never runs.
import type { FastifyReply } from 'fastify';
import writeXlsxFile from 'write-excel-file/node';
import type { ExportFormat } from '@mtdm/shared/contracts/signed-in';
import { parisDayOf } from '@mtdm/shared/news';
import { csvDate, csvEuros, csvFile } from './csv-file';

/** A cell: a text, a whole number, an amount in cents, or a date (an ISO time or day; null: none). */
type ExportCell = string | number | { readonly cents: number } | { readonly date: string | null };

/** A column of an export: its header and what it writes of a row. */
export interface ExportColumn<R> {
  readonly header: string;
  readonly cell: (row: R) => ExportCell;
}

const csvText = (cell: ExportCell): string | number => {
  if (typeof cell !== 'object') return cell;
  return 'cents' in cell ? csvEuros(cell.cents) : csvDate(cell.date);
};

/** The Paris calendar day of an ISO time, as the workbook's date (a day at midnight UTC). */
const workbookDate = (iso: string) => new Date(`${parisDayOf(iso)}T00:00:00Z`);

const workbookCell = (cell: ExportCell) => {
  if (typeof cell === 'string') return { value: cell, type: String };
  if (typeof cell === 'number') return { value: cell, type: Number };
  if ('cents' in cell) return { value: cell.cents / 100, type: Number, format: '#,##0.00' };
  return cell.date ? { value: workbookDate(cell.date), type: Date, format: 'dd/mm/yyyy' } : null;
};

/** The file's bytes in the format asked for. */
async function exportFile<R>(
  format: ExportFormat,
  columns: readonly ExportColumn<R>[],
  rows: readonly R[],
): Promise<Buffer | string> {
  if (format === 'csv')
    return csvFile(
      columns.map((column) => column.header),
      rows.map((row) => columns.map((column) => csvText(column.cell(row)))),
    );
  const header = columns.map((column) => ({
    value: column.header,
    type: String,
    fontWeight: 'bold' as const,
  }));
  const body = rows.map((row) => columns.map((column) => workbookCell(column.cell(row))));
  return writeXlsxFile([header, ...body]).toBuffer();
}

const CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Sends an export as a download named `<name>.<format>`. */
export async function sendExport<R>(
  reply: FastifyReply,
  {
    name,
    format,
    columns,
    rows,
  }: {
    readonly name: string;
    readonly format: ExportFormat | undefined;
    readonly columns: readonly ExportColumn<R>[];
    readonly rows: readonly R[];
  },
) {
  const chosen = format ?? 'csv';
  return reply
    .type(CONTENT_TYPES[chosen])
    .header('Content-Disposition', `attachment; filename="${name}.${chosen}"`)
    .send(await exportFile(chosen, columns, rows));
}

// The shell's side of page-table-lending.ts: its page table, lent before any remote's page runs.
import * as pageTable from './pages';
import { LENT_PAGE_TABLE } from './page-table-lending';

export function lendPageTable(): void {
  (globalThis as Record<string, unknown>)[LENT_PAGE_TABLE] = pageTable;
}

// The page table is the shell's: it names every page in the menu, the head and the pages' own
// headings. The shell lends its copy at start-up (in the browser and in the pre-rendering), and a
// remote's build reads that one in place of its own (lent-pages.ts, swapped in by
// shared/build/lent-page-table-plugin.cjs): a page is rendered, hydrated and linked with the same
// table, and its chunk carries no copy of it.

/** The global the shell lends its page table under. */
export const LENT_PAGE_TABLE = '__mtdmPageTable';

// How the volunteers' lists are asked for: a page at a time, searched, filtered by dates, sorted. The
// same words in the screen's address and in the call (a shared link opens the same view):
// `q` the words searched, `du`/`au` the first and last day (AAAA-MM-JJ), `tri` the order (`-` first
// for the reverse one), `page` from 1. No schema here: the screens import it.

/** How many rows a page of a list shows. */
export const LIST_PAGE_SIZE = 50;

/** The parameters of a list's view, as they stand in the address. */
export const LIST_VIEW_PARAMS = ['q', 'du', 'au', 'tri', 'page'] as const;

/**
 * The orders each list can be shown in, and the one it opens in (`-`: the reverse, newest or largest
 * first). `date` is the list's own date: a payment, a receipt, a request, a view.
 */
export const LIST_SORTS = {
  orders: { keys: ['date', 'nom', 'montant'], opensIn: 'date' },
  tours: { keys: ['date', 'nom', 'groupe'], opensIn: 'date' },
  messages: { keys: ['date', 'nom'], opensIn: '-date' },
  applications: { keys: ['date', 'nom'], opensIn: '-date' },
  memberships: { keys: ['date', 'nom', 'numero', 'montant'], opensIn: '-date' },
  donations: { keys: ['date', 'nom', 'montant'], opensIn: '-date' },
  receipts: { keys: ['numero', 'date', 'nom', 'montant'], opensIn: 'numero' },
  views: { keys: ['date', 'benevole'], opensIn: '-date' },
} as const;
export type ListName = keyof typeof LIST_SORTS;

/** What the exports are written as: a CSV file or an Excel workbook. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The members' view that is no year: every member whose membership runs today. */
export const MEMBERS_UP_TO_DATE = 'a-jour';

// Every view of a person's details by a volunteer is recorded: who, when, what, through a reference
// that names nobody (a record's number, or a keyed digest of an address), kept as long as the
// retention period of the journal says.
import { createHmac } from 'node:crypto';
import { normalEmail } from '@mtdm/shared/validation';
import type { VolunteerEntry } from '@mtdm/shared/contracts/signed-in';
import {
  insertPersonalDataView,
  personalDataViews,
  personalDataViewsNaming,
  type PersonalDataView,
} from './sign-in-store';
import type { FastifyReply } from 'fastify';
import { sendExport, type ExportColumn } from '../infrastructure/export-file';
import { viewPage, type ListShape, type ListViewQuery } from '../infrastructure/list-view';
import type { ListName } from '@mtdm/shared/contracts/signed-in';
import type { Services } from '../services';
import type { Db } from '../database/database';

/**
 * A person looked up by address, as the journal names them: a keyed digest, the same for the same
 * address (the association can tell who looked at whom by computing it again), naming no one.
 */
export const personReference = (services: Services, address: string) =>
  `PERS-${createHmac('sha256', services.documentLinkSecret)
    .update(`journal|${normalEmail(address)}`)
    .digest('hex')
    .slice(0, 12)
    .toUpperCase()}`;

/** A file of a record as the journal names it: the piece it is, never the name it came with. */
export type JournalPiece = 'CV' | 'lettre de motivation' | 'pièce jointe';

/**
 * What the journal says was done: its own words, closed here, so that no text a visitor typed and no
 * file's name can be written into a line kept after that visitor is erased.
 */
export type ViewAction =
  | 'commande consultée'
  | 'commande remboursée'
  | 'commande remboursée en partie'
  | 'livraison corrigée'
  | 'bordereau de colis imprimé'
  | 'adhésion consultée'
  | 'nom d’adhérent corrigé'
  | 'adresse d’adhérent à confirmer'
  | 'adresse de donateur à confirmer'
  | 'adresse d’acheteur à confirmer'
  | 'numéro d’adhérent corrigé'
  | 'document corrigé'
  | 'document renvoyé'
  | 'don consulté'
  | 'message consulté'
  | 'candidature consultée'
  | `fichier téléchargé : ${JournalPiece}`
  | 'demande de visite consultée'
  | 'réservations de conférences consultées'
  | 'données d’une personne recherchées'
  | 'adresse de la même boîte nommée'
  | 'données d’une personne effacées'
  | 'copie des données d’une personne téléchargée'
  | `liste exportée, ${number} ligne${'' | 's'}`
  | `liste consultée, ${number} ligne${'' | 's'}`;

/**
 * The lines written in the name of each volunteer's object: a read of the volunteers' space is given
 * an object of its own (recorded-views.ts), so what one request wrote is never counted for another,
 * even of the same volunteer at the same moment; the entry goes with the request.
 */
const linesOfRequest = new WeakMap<Pick<VolunteerEntry, 'email'>, readonly number[]>();

/** The journal's numbers of the lines written in the name of this volunteer's object (recorded-views.ts). */
export const linesWrittenAs = (volunteer: Pick<VolunteerEntry, 'email'>): readonly number[] =>
  linesOfRequest.get(volunteer) ?? [];

export function recordView(
  services: Pick<Services, 'db' | 'now'>,
  volunteer: Pick<VolunteerEntry, 'email'>,
  action: ViewAction,
  subject: string,
) {
  const line = insertPersonalDataView(services.db, {
    volunteer: volunteer.email,
    action,
    subject,
    viewedAt: services.now().toISOString(),
  });
  linesOfRequest.set(volunteer, [...linesWrittenAs(volunteer), line]);
}

/**
 * A list leaving the site as a file, many people in one copy: recorded as one view, naming the file
 * and how many rows it holds.
 */
export function recordExport(
  services: Services,
  volunteer: Pick<VolunteerEntry, 'email'>,
  file: string,
  rows: number,
) {
  recordView(services, volunteer, exportAction(rows), file);
}

/** How many rows a list or a file held, as the journal says it. */
const rowsShown = (rows: number) => `${rows} ligne${rows === 1 ? '' : 's'}` as const;

const exportAction = (rows: number): ViewAction => `liste exportée, ${rowsShown(rows)}`;

/**
 * A page of a list of people as a volunteer views it (list-view.ts), recorded as one view: the list,
 * named as its export would be, the page, whether it was searched (never what was typed, which may be
 * a name), and how many rows it showed.
 */
export function viewRecordedPage<L extends ListName, R>(
  services: Services,
  volunteer: Pick<VolunteerEntry, 'email'>,
  name: string,
  list: { readonly rows: readonly R[]; readonly query: ListViewQuery; readonly shape: ListShape<L, R> },
) {
  const page = viewPage(list.rows, list.query, list.shape);
  const searched = list.query.q || list.query.du || list.query.au ? ', recherche' : '';
  recordView(
    services,
    volunteer,
    `liste consultée, ${rowsShown(page.rows.length)}`,
    `${name}, page ${page.page}${searched}`,
  );
  return page;
}

/**
 * A list taken from the server by an operator's command (no session, no volunteer): recorded as a
 * volunteer's export is, under the system account that ran it.
 */
export function recordCommandExport(
  db: Db,
  taken: { readonly account: string; readonly file: string; readonly rows: number; readonly at: Date },
) {
  insertPersonalDataView(db, {
    volunteer: `ligne de commande (${taken.account})`,
    action: exportAction(taken.rows),
    subject: taken.file,
    viewedAt: taken.at.toISOString(),
  });
}

/** A list's export (export-file.ts), recorded in the journal before it is sent. */
export function sendRecordedExport<R>(
  services: Services,
  volunteer: Pick<VolunteerEntry, 'email'>,
  reply: FastifyReply,
  file: Parameters<typeof sendExport<R>>[1],
) {
  recordExport(services, volunteer, `${file.name}.${file.format ?? 'csv'}`, file.rows.length);
  return sendExport(reply, file);
}

/** The journal: every view recorded, the latest first unless asked otherwise. */
export const journalOf = (services: Services) => personalDataViews(services.db);

/** The journal's lines naming one of `subjects`, the latest first. */
export const journalLinesNaming = (services: Services, subjects: readonly string[]) =>
  personalDataViewsNaming(services.db, subjects);

/** The journal's list: found by volunteer, action or subject (a reference); dated by the view. */
export const JOURNAL_LIST: ListShape<'views', PersonalDataView> = {
  list: 'views',
  words: (view) => [view.volunteer, view.action, view.subject],
  dateOf: (view) => view.viewedAt,
  sortBy: { date: (view) => view.viewedAt, benevole: (view) => view.volunteer },
};

/** The journal as a spreadsheet opens it. */
export const JOURNAL_COLUMNS: readonly ExportColumn<PersonalDataView>[] = [
  { header: 'le', cell: (view) => ({ date: view.viewedAt }) },
  { header: 'heure_utc', cell: (view) => view.viewedAt.slice(11, 19) },
  { header: 'benevole', cell: (view) => view.volunteer },
  { header: 'action', cell: (view) => view.action },
  { header: 'objet', cell: (view) => view.subject },
];

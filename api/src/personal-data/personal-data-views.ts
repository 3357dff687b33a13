// Every view of a person's details by a volunteer is recorded: who, when, what, through a reference
// that names nobody (a record's number, or a keyed digest of an address), kept as long as the
// retention period of the journal says.
import { createHmac } from 'node:crypto';
import { insertPersonalDataView, latestPersonalDataViews } from '../sign-in/sign-in-store';
import type { Services } from '../services';
import type { Volunteer } from '../volunteers/volunteer-directory';

/**
 * A person looked up by address, as the journal names them: a keyed digest, the same for the same
 * address (the association can tell who looked at whom by computing it again), naming no one.
 */
export const personReference = (services: Services, address: string) =>
  `PERS-${createHmac('sha256', services.documentLinkSecret)
    .update(`journal|${address.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, 12)
    .toUpperCase()}`;

export function recordView(services: Services, volunteer: Volunteer, action: string, subject: string) {
  insertPersonalDataView(services.db, {
    volunteer: volunteer.email,
    action,
    subject,
    viewedAt: new Date().toISOString(),
  });
}

export const latestViews = (services: Services, limit = 200) => latestPersonalDataViews(services.db, limit);

// A copy of what the site holds of a person: one JSON file, dated, of what is filed under their address
// and under its member's earlier ones until each changed. The association downloads it to send it when
// they ask (in the journal, under the address's digest); a member downloads their own from their space.
import type { FastifyReply } from 'fastify';
import { normalEmail } from '@mtdm/shared/validation';
import type { Services } from '../services';
import { personReference, recordView } from '../sign-in/view-journal';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { personCopyRows } from './person-copy-store';
import { addressesOfPerson } from './person-store';

/** What the site holds under an address and its member's earlier ones until each changed, dated. */
export function copyOfAddress(services: Services, email: string) {
  const address = normalEmail(email);
  const [, ...earlier] = addressesOfPerson(services.db, address);
  return {
    adresse: address,
    adresses_precedentes: earlier.map(({ email: earlierEmail, until }) => ({
      adresse: earlierEmail,
      jusqu_au: until,
    })),
    copie_faite_le: services.now().toISOString(),
    ...personCopyRows(services.db, [{ email: address, until: null }, ...earlier]),
  };
}

/** The copy the association asks for a person: its download is in the journal. */
export function personCopy(services: Services, volunteer: Volunteer, email: string) {
  recordView(
    services,
    volunteer,
    'copie des données d’une personne téléchargée',
    personReference(services, email),
  );
  return copyOfAddress(services, email);
}

/** A copy sent as the file it is, under one name for the association and the member alike. */
export const sendCopy = (reply: FastifyReply, copy: ReturnType<typeof copyOfAddress>) =>
  reply
    .type('application/json; charset=utf-8')
    .header('Content-Disposition', 'attachment; filename="donnees-personnelles.json"')
    .send(JSON.stringify(copy, null, 2));

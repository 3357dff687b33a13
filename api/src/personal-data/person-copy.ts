// A copy of what the site holds of a person, for the association to send them when they ask to see
// their data: one JSON file, dated, of what is filed under their address and under its member's earlier
// ones until each changed. Its download is in the journal, under the address's digest.
import { normalEmail } from '@mtdm/shared/validation';
import type { Services } from '../services';
import { personReference, recordView } from '../sign-in/view-journal';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { personCopyRows } from './person-copy-store';
import { addressesOfPerson } from './person-store';

export function personCopy(services: Services, volunteer: Volunteer, email: string) {
  const address = normalEmail(email);
  const [, ...earlier] = addressesOfPerson(services.db, address);
  recordView(
    services,
    volunteer,
    'copie des données d’une personne téléchargée',
    personReference(services, address),
  );
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

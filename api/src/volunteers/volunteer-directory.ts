// Who may sign in to the volunteers' space, and with which roles: one JSON file the association edits
// (VOLUNTEERS_FILE), read again at each sign-in and each request, so a role taken away takes effect
// at once. No role, no data.
import fs from 'node:fs';
import { normalEmail } from '@mtdm/shared/validation';
import {
  isVolunteerRole as isRole,
  VOLUNTEER_ROLES,
  type VolunteerEntry as Volunteer,
  type VolunteerRole,
} from '@mtdm/shared/contracts/signed-in';

export type { Volunteer, VolunteerRole };

/** Each problem of the file said once per version of it (not at every request). */
const told = new Set<string>();
function tell(file: string, problem: string) {
  const key = `${file}|${fs.statSync(file).mtimeMs}|${problem}`;
  if (told.has(key)) return;
  told.add(key);
  console.warn(problem);
}

/**
 * The volunteers of the file: `[{ "email": "…", "name": "…", "roles": ["boutique"] }]`. A missing
 * file is nobody; an unreadable one is an error the operator reads in French. An entry without a valid
 * address or with an unknown role is left out (that volunteer cannot sign in) and said once, by its
 * place in the list: the log names no address.
 */
function readVolunteers(file: string): Volunteer[] {
  if (!fs.existsSync(file)) return [];
  let listed: unknown;
  try {
    listed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`Fichier des bénévoles illisible : ${file}`);
  }
  if (!Array.isArray(listed)) throw new Error(`Fichier des bénévoles : une liste est attendue (${file})`);
  return listed.flatMap((entry: { email?: unknown; name?: unknown; roles?: unknown }, index) => {
    const place = `Fichier des bénévoles (${file}) : entrée n° ${index + 1} ignorée`;
    if (typeof entry?.email !== 'string' || !entry.email.includes('@')) {
      tell(file, `${place}, adresse manquante ou invalide.`);
      return [];
    }
    const roles = Array.isArray(entry.roles) ? entry.roles : [];
    const unknown = roles.filter((role) => !isRole(role));
    if (unknown.length > 0) {
      tell(
        file,
        `${place}, rôle inconnu (${unknown.length}) : les rôles sont ${VOLUNTEER_ROLES.join(', ')}.`,
      );
      return [];
    }
    return [
      {
        email: normalEmail(entry.email),
        name: typeof entry.name === 'string' ? entry.name : entry.email,
        roles: roles as VolunteerRole[],
      },
    ];
  });
}

export const findVolunteer = (file: string, email: string): Volunteer | undefined =>
  readVolunteers(file).find((volunteer) => volunteer.email === normalEmail(email));

// One bad entry of the volunteers' file leaves that entry out, says so once without its address, and
// everyone else still signs in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findVolunteer } from '../volunteer-directory';

it('skips an entry with an unknown role or no address, saying it once by its place, never its address', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-volunteers-')), 'benevoles.json');
  fs.writeFileSync(
    file,
    JSON.stringify([
      { email: 'boutique@example.org', name: 'Boutique', roles: ['boutique'] },
      { email: 'comptable.secrete@example.org', roles: ['compta'] },
      { name: 'Sans adresse', roles: ['musee'] },
      { email: 'musee@example.org', roles: ['musee'] },
    ]),
  );
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    expect(findVolunteer(file, 'boutique@example.org')?.roles).toEqual(['boutique']);
    expect(findVolunteer(file, 'musee@example.org')?.roles).toEqual(['musee']);
    expect(findVolunteer(file, 'comptable.secrete@example.org')).toBeUndefined();
    const said = warn.mock.calls.map(([message]) => String(message));
    expect(said).toEqual([
      expect.stringMatching(/entrée n° 2 ignorée, rôle inconnu/),
      expect.stringMatching(/entrée n° 3 ignorée, adresse manquante/),
    ]);
    expect(said.join(' ')).not.toContain('@');
  } finally {
    warn.mockRestore();
  }
});

// Second security review, finding 4: an empty or short kept secret is refused, never used as a key.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestContext } from '../../__tests__/support/harness';
import { installSecret, MIN_SECRET_BYTES } from '../install-secrets';

const freshDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-secret-'));

it('draws a secret of 64 hexadecimal characters once, kept 0600, and reads it back', () => {
  const dir = freshDir();
  const secret = installSecret(dir, 'document-link-secret');
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  expect(fs.statSync(path.join(dir, 'document-link-secret')).mode & 0o777).toBe(0o600);
  expect(installSecret(dir, 'document-link-secret')).toBe(secret);
});

it.each([
  ['empty', ''],
  ['blank', '  \n'],
  ['short', 'x'.repeat(MIN_SECRET_BYTES - 1)],
])('refuses a kept secret that is %s, in French', (_kind, text) => {
  const dir = freshDir();
  fs.writeFileSync(path.join(dir, 'document-link-secret'), text);
  expect(() => installSecret(dir, 'document-link-secret')).toThrow(
    /^Le secret du fichier .*document-link-secret est vide ou trop court \(32 octets au moins\)/,
  );
});

it('refuses a configured document-link secret under 32 bytes', () => {
  expect(() => installSecret(freshDir(), 'document-link-secret', 'court', MIN_SECRET_BYTES)).toThrow(
    /vide ou trop court/,
  );
});

it('keeps the server from starting with an empty document-link secret file', async () => {
  const dir = freshDir();
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  fs.writeFileSync(path.join(dataDir, 'document-link-secret'), '', { mode: 0o600 });
  await expect(createTestContext({ DATABASE_PATH: path.join(dataDir, 'test.sqlite') })).rejects.toThrow(
    /document-link-secret est vide ou trop court/,
  );
});

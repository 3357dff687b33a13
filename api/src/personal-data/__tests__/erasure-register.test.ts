// The register of erasures: it names no one, merges a backup's lines, forgets what no backup can
// hold any more, and never skips a line it cannot read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  erasedAfter,
  erasureDigest,
  mergeRegister,
  pruneRegister,
  registerErasure,
  registerIn,
} from '../erasure-register';

const SECRET = 'une-clé-de-test-assez-longue-pour-les-liens-0123456789';
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-erasures-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('writes a keyed digest and a time, the same digest for the same address however typed', () => {
  registerErasure(dir, SECRET, ' Jeanne.Martin@Example.com ', new Date('2026-05-01T10:00:00Z'));
  const text = fs.readFileSync(registerIn(dir), 'utf8');
  expect(text).not.toMatch(/jeanne|martin|example/i);
  expect(fs.statSync(registerIn(dir)).mode & 0o777).toBe(0o600);
  expect(erasedAfter(dir, '2026-04-30T00:00:00Z')).toEqual(
    new Set([erasureDigest(SECRET, 'jeanne.martin@example.com')]),
  );
  expect(erasedAfter(dir, '2026-05-01T10:00:00Z').size).toBe(0);
  expect(
    erasureDigest('une-autre-clé-de-test-assez-longue-0123456789', 'jeanne.martin@example.com'),
  ).not.toBe(erasureDigest(SECRET, 'jeanne.martin@example.com'));
});

it('adds a backup’s lines it lacks, once, and drops the lines older than the longest period', () => {
  const backup = fs.mkdtempSync(path.join(dir, 'backup-'));
  registerErasure(backup, SECRET, 'a@example.com', new Date('2016-01-01T00:00:00Z'));
  registerErasure(dir, SECRET, 'b@example.com', new Date('2026-06-01T00:00:00Z'));
  mergeRegister(dir, registerIn(backup));
  mergeRegister(dir, registerIn(backup));
  expect(erasedAfter(dir, '2000-01-01T00:00:00Z').size).toBe(2);
  expect(fs.readFileSync(registerIn(dir), 'utf8').trim().split('\n')).toHaveLength(2);
  expect(pruneRegister(dir, '2020-01-01T00:00:00Z')).toBe(1);
  expect(erasedAfter(dir, '2000-01-01T00:00:00Z')).toEqual(new Set([erasureDigest(SECRET, 'b@example.com')]));
});

it('refuses a register with a line it cannot read, naming the line', () => {
  registerErasure(dir, SECRET, 'a@example.com', new Date('2026-06-01T00:00:00Z'));
  fs.appendFileSync(registerIn(dir), '{"digest": "abc", "at"\n');
  expect(() => erasedAfter(dir, '2000-01-01T00:00:00Z')).toThrow(
    `Registre des effacements illisible : ligne 2 de ${registerIn(dir)}.`,
  );
});

// The free room the health check and the job applications' guard both read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeBytesAt } from '../disk-space';

it('reads the room left on the disk holding a folder', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-disk-'));
  try {
    const freeBytes = freeBytesAt(folder);
    expect(Number.isSafeInteger(freeBytes)).toBe(true);
    expect(freeBytes).toBeGreaterThan(0);
  } finally {
    fs.rmSync(folder, { recursive: true });
  }
});

it('says nothing rather than a number when the folder cannot be read', () => {
  expect(freeBytesAt(path.join(os.tmpdir(), 'mtdm-no-such-folder', 'inside'))).toBeUndefined();
});

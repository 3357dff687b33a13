// Personal data readable by the service's user only; client tags salted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createTestContext, multipart } from '../../__tests__/support/harness';
import { applicationForm, contactPaths, contactPayloads } from '../../__tests__/support/fixtures';
import { ipTag, logSaltFor } from '../logging';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('files of personal data', () => {
  it('the database, its folder and the uploaded files are the service user’s only', async () => {
    const ctx = await createTestContext();
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/travailleraumusee.php',
        ...(await multipart(applicationForm())),
      });
      expect(response.statusCode).toBe(200);
      expect(modeOf(ctx.config.databasePath)).toBe(0o600);
      expect(modeOf(path.dirname(ctx.config.databasePath))).toBe(0o700);
      expect(modeOf(ctx.config.uploadsDir)).toBe(0o700);
      const stored = ctx.app.services.db.prepare('SELECT stored_path FROM application_files').get() as {
        stored_path: string;
      };
      expect(modeOf(stored.stored_path)).toBe(0o600);
      expect(modeOf(path.dirname(stored.stored_path))).toBe(0o700);
    } finally {
      await ctx.close();
    }
  });
});

describe('client tags in the logs', () => {
  it('depend on a secret salt kept per deployment (0600), so an address cannot be found by trying them all', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-salt-'));
    const salt = logSaltFor(dir, {});
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(logSaltFor(dir, {})).toBe(salt);
    expect(modeOf(path.join(dir, 'log-salt'))).toBe(0o600);
    expect(logSaltFor(dir, { LOG_SALT: 'configuré' })).toBe('configuré');
    const other = logSaltFor(fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-salt-')), {});
    expect(ipTag('203.0.113.7', salt)).toMatch(/^[0-9a-f]{12}$/);
    expect(ipTag('203.0.113.7', salt)).not.toBe(ipTag('203.0.113.7', other));
    expect(ipTag('203.0.113.7', salt)).toBe(ipTag('203.0.113.7', salt));
  });
});

describe('folders that existed before the first start (second review, finding 9)', () => {
  it('are tightened: the data folder, the outbox and each copy of a mail are the service user’s only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-rights-'));
    const dataDir = path.join(dir, 'data');
    fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true, mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(path.join(dataDir, 'outbox'), 0o755);
    const ctx = await createTestContext({ DATABASE_PATH: path.join(dataDir, 'test.sqlite'), SMTP_URL: '' });
    try {
      const sent = await ctx.app.inject({
        method: 'POST',
        url: contactPaths.chetom,
        payload: contactPayloads.chetom,
      });
      expect(sent.statusCode).toBe(200);
      await ctx.flushMail();
      const outbox = path.join(dataDir, 'outbox');
      const copies = fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      expect(copies.length).toBeGreaterThan(0);
      for (const copy of copies) expect(modeOf(path.join(outbox, copy))).toBe(0o600);
      expect(modeOf(outbox)).toBe(0o700);
      expect(modeOf(dataDir)).toBe(0o700);
    } finally {
      await ctx.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are named at start when something in them is readable by others', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-rights-'));
    const uploads = path.join(dir, 'data', 'uploads', '2026-11-24-restored');
    fs.mkdirSync(uploads, { recursive: true, mode: 0o700 });
    fs.writeFileSync(path.join(uploads, 'cv.pdf'), '%PDF-1.4', { mode: 0o644 });
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const ctx = await createTestContext(
      { DATABASE_PATH: path.join(dir, 'data', 'test.sqlite') },
      {},
      { logger: true, logStream: stream },
    );
    try {
      expect(lines.join('')).toMatch(/Données personnelles lisibles par d’autres utilisateurs.*cv\.pdf/);
    } finally {
      await ctx.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Issue 13, point 10: personal data readable by the service's user only; client tags salted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestContext, multipart } from '../../__tests__/support/harness';
import { applicationForm } from '../../__tests__/support/fixtures';
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

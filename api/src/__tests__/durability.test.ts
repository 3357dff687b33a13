import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { answersHealth } from './support/built-server';
import { REPOSITORY_CONTENT } from './support/content-folder';
import {
  cartLine,
  contactPayloads,
  donationPayload,
  membershipPayload,
  shopPayload,
} from './support/fixtures';

const API_ROOT = path.resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('durability', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-api-durability-'));
  const databasePath = path.join(dir, 'data', 'durable.sqlite');
  let child: ChildProcess | undefined;

  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged submission when the process is killed (SIGKILL) under load', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src', 'main.ts')], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_PATH: databasePath,
        SITE_ROOT: path.join(dir, 'site'),
        CONTENT_DIR: REPOSITORY_CONTENT,
        MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
        RATE_LIMIT_MAX: '1000000',
        // Thousands of contact messages from one machine: the day's share per connection is lifted.
        MESSAGES_PER_CONNECTION: '1000000',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child?.once('exit', (_code, signal) => resolve(signal)),
    );
    if (!(await answersHealth(port, child)))
      throw new Error(`le serveur ne répond pas (code ${child.exitCode})`);

    const acknowledgedMessages: string[] = [];
    const acknowledgedPayments: string[] = [];
    let stop = false;
    let counter = 0;
    const worker = async (id: number) => {
      while (!stop) {
        counter += 1;
        const marker = `durable-${id}-${counter}`;
        try {
          if (counter % 4 === 0) {
            // A donation, a membership and a shop order in turn: each flow's record and payment.
            const [url, payload] = [
              [
                `${base}/api/faireundon.php?endpoint=create-payment-don`,
                donationPayload({ customer_id: marker }),
              ],
              [
                `${base}/api/deveniradherent.php?endpoint=create-payment-adherent`,
                membershipPayload({ customer_id: marker }),
              ],
              [
                `${base}/api/index.php?endpoint=create-payment`,
                shopPayload([cartLine('casquette-ancre-d-or', 1)], 24.75, 6.75, marker),
              ],
            ][(counter / 4) % 3]!;
            const response = await fetch(url as string, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(payload),
            });
            if (response.ok)
              acknowledgedPayments.push(((await response.json()) as { payment_id: string }).payment_id);
          } else {
            const response = await fetch(`${base}/api/formulairemusee.php`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ ...contactPayloads.museum, message: marker }),
            });
            if (response.ok) acknowledgedMessages.push(marker);
          }
        } catch {
          // The process is gone: this request was never acknowledged.
          return;
        }
      }
    };
    const workers = Array.from({ length: 12 }, (_unused, index) => worker(index));
    // Kill once the load is well under way.
    while (acknowledgedMessages.length < 300) await new Promise((resolve) => setTimeout(resolve, 10));
    child.kill('SIGKILL');
    stop = true;
    expect(await exited).toBe('SIGKILL');
    await Promise.all(workers);

    const db = new Database(databasePath);
    try {
      const messages = new Set(
        (db.prepare('SELECT message FROM contact_messages').all() as { message: string }[]).map(
          (row) => row.message,
        ),
      );
      const payments = new Set(
        (db.prepare('SELECT id FROM payments').all() as { id: string }[]).map((row) => row.id),
      );
      expect(acknowledgedMessages.length).toBeGreaterThanOrEqual(300);
      expect(acknowledgedMessages.filter((marker) => !messages.has(marker))).toEqual([]);
      expect(acknowledgedPayments.filter((id) => !payments.has(id))).toEqual([]);
      // Each stored payment has the record it pays for, written with it (one transaction), and the
      // three kinds were all under load.
      const orphans = db
        .prepare(
          `SELECT p.kind, COUNT(*) AS n FROM payments p
           LEFT JOIN donations d ON d.payment_id = p.id
           LEFT JOIN memberships m ON m.payment_id = p.id
           LEFT JOIN orders o ON o.payment_id = p.id
           WHERE d.id IS NULL AND m.id IS NULL AND o.id IS NULL GROUP BY p.kind`,
        )
        .all();
      expect(orphans).toEqual([]);
      const kinds = db.prepare('SELECT DISTINCT kind FROM payments ORDER BY kind').all();
      expect(kinds).toEqual([{ kind: 'donation' }, { kind: 'membership' }, { kind: 'shop' }]);
      const lines = db
        .prepare(
          'SELECT COUNT(*) AS n FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id WHERE l.id IS NULL',
        )
        .get() as { n: number };
      expect(lines.n).toBe(0);
    } finally {
      db.close();
    }
  }, 90_000);
});

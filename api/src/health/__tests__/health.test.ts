// What /api/health reports, and when it answers 503.
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { contactPaths, contactPayloads } from '../../__tests__/support/fixtures';
import { purgeExpired } from '../../personal-data/purge';

const HEALTH_TOKEN = 'jeton-de-la-supervision-0123456789abcdef';
const monitoring = { HEALTH_TOKEN };

/** /api/health as the monitoring asks it, with its token. */
const health = async (ctx: TestContext) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { authorization: `Bearer ${HEALTH_TOKEN}` },
  });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(monitoring);
  });
  afterAll(() => ctx.close());

  it('reports the database, the free disk space and an empty mail queue', async () => {
    const { status, body } = await health(ctx);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ok',
      problems: [],
      database: 'ok',
      mail: { pending: 0, oldestPendingAt: null, dead: 0 },
    });
    expect(body.disk.freeBytes).toBeGreaterThan(0);
  });

  it('tells anyone the status only; the details need the monitoring token (second review, finding 11)', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer mauvais-jeton-0123456789abcdefghijklmn' },
      { host: 'localhost' },
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
    expect((await health(ctx)).body.disk.freeBytes).toBeGreaterThan(0);
  });

  it('answers 503 when mail has waited for more than an hour', async () => {
    await ctx.app.inject({ method: 'POST', url: contactPaths.chetom, payload: contactPayloads.chetom });
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    ctx.app.services.db
      .prepare('UPDATE mail_queue SET created_at = ?, next_attempt_at = ?')
      .run(twoHoursAgo, new Date(Date.now() + 3600_000).toISOString());
    const { status, body } = await health(ctx);
    expect(status).toBe(503);
    expect(body.problems).toEqual(['courriels en attente depuis plus d’une heure']);
    // Anyone still sees that something is wrong, not what.
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(anonymous.statusCode).toBe(503);
    expect(anonymous.json()).toEqual({ status: 'error' });
    // The CHETOM's mail and the sender's acknowledgement.
    expect(body.mail).toMatchObject({ pending: 2, oldestPendingAt: twoHoursAgo });
  });

  it('answers 503 when the database cannot be read', async () => {
    const broken = await createTestContext(monitoring);
    broken.app.services.db.exec(
      'DROP TABLE payment_events; DROP TABLE donations; DROP TABLE memberships; DROP TABLE order_lines; DROP TABLE orders; DROP TABLE payments',
    );
    const { status, body } = await health(broken);
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'error', database: 'error' });
    await broken.close();
  });

  it('answers 503 when the retention purge has not gone through for two days', async () => {
    const stuck = await createTestContext(monitoring);
    const { db } = stuck.app.services;
    // The purge ran at start, to its end.
    const started = await health(stuck);
    expect(started.status).toBe(200);
    expect(started.body.purge.lastSucceededAt).toBe(stuck.app.services.now().toISOString());
    // Then it failed day after day (a row it may not delete, a disk it may not write): nothing new
    // was recorded since.
    const lastGood = stuck.ago(49 * 3600_000);
    db.prepare('UPDATE purge_runs SET succeeded_at = ?').run(lastGood);
    const { status, body } = await health(stuck);
    expect(status).toBe(503);
    expect(body.problems).toEqual(['purge des données expirées sans succès depuis plus de deux jours']);
    expect(body.purge).toEqual({ lastSucceededAt: lastGood });
    // A purge that goes through again clears it.
    purgeExpired(db, stuck.config, stuck.app.services.now());
    expect((await health(stuck)).status).toBe(200);
    await stuck.close();
  });

  it('answers 503 when the disk is nearly full', async () => {
    const full = await createTestContext({ ...monitoring, HEALTH_MIN_FREE_MB: String(1024 * 1024 * 1024) });
    const { status, body } = await health(full);
    expect(status).toBe(503);
    expect(body.problems).toEqual(['espace disque presque épuisé']);
    await full.close();
  });
});

describe('mail refused for good', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(monitoring);
  });
  afterAll(() => ctx.close());

  it('becomes a dead letter, is not retried, and health reports it', async () => {
    ctx.smtp.refusePermanently = true;
    await ctx.app.inject({ method: 'POST', url: contactPaths.chetom, payload: contactPayloads.chetom });
    await ctx.flushMail();
    const row = ctx.app.services.db.prepare('SELECT attempts, dead_at, last_error FROM mail_queue').get() as {
      attempts: number;
      dead_at: string | null;
      last_error: string;
    };
    expect(row.attempts).toBe(1);
    expect(row.dead_at).not.toBeNull();
    expect(row.last_error).toMatch(/inconnue/);
    ctx.smtp.refusePermanently = false;
    ctx.app.services.db.prepare('UPDATE mail_queue SET next_attempt_at = ?').run(new Date(0).toISOString());
    expect(await ctx.flushMail()).toBe(0);
    const { status, body } = await health(ctx);
    expect(status).toBe(200);
    expect(body.mail).toMatchObject({ pending: 0, dead: 2 });
  });
});

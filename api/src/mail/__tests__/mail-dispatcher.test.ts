import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { contactPaths, contactPayloads } from '../../__tests__/support/fixtures';
import { enqueueMail } from '../mail-store';
import { MailDispatcher } from '../mail-dispatcher';

const queueState = (ctx: TestContext) =>
  ctx.app.services.db.prepare('SELECT attempts, sent_at, last_error FROM mail_queue ORDER BY id').all() as {
    attempts: number;
    sent_at: string | null;
    last_error: string | null;
  }[];

describe('mail through SMTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ MAIL_RETRY_SECONDS: '1' });
  });
  afterAll(() => ctx.close());

  it('keeps the submission when the SMTP server refuses, and sends it on a later pass', async () => {
    ctx.smtp.refuse = true;
    const response = await ctx.app.inject({
      method: 'POST',
      url: contactPaths.museum,
      payload: contactPayloads.museum,
    });
    expect(response.statusCode).toBe(200);
    await ctx.flushMail();
    expect(ctx.count('contact_messages')).toBe(1);
    const [failed] = queueState(ctx);
    expect(failed).toMatchObject({ attempts: 1, sent_at: null });
    expect(failed?.last_error).toBeTruthy();
    expect(ctx.smtp.messages).toHaveLength(0);

    ctx.smtp.refuse = false;
    // Not due yet: the backoff holds it back.
    expect(await ctx.flushMail()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // The museum's mail and the sender's acknowledgement.
    expect(await ctx.flushMail()).toBe(2);
    expect(queueState(ctx)[0]).toMatchObject({ attempts: 2, last_error: null });
    expect(ctx.smtp.messages).toHaveLength(2);
  });

  it('keeps mail when the SMTP server is gone altogether', async () => {
    await ctx.smtp.close();
    const response = await ctx.app.inject({
      method: 'POST',
      url: contactPaths.chetom,
      payload: contactPayloads.chetom,
    });
    expect(response.statusCode).toBe(200);
    await ctx.flushMail();
    expect(ctx.count('contact_messages')).toBe(2);
    expect(queueState(ctx).at(-1)?.sent_at).toBeNull();
  });
});

describe('mail without SMTP_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, { smtpUrl: undefined });
  });
  afterAll(() => ctx.close());

  it('writes .eml files in the outbox folder', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: contactPaths.association,
      payload: contactPayloads.association,
    });
    await ctx.flushMail();
    const files = fs.readdirSync(ctx.config.outboxDir).filter((name) => name.endsWith('.eml'));
    // The association's mail and the sender's acknowledgement.
    expect(files).toHaveLength(2);
    const emls = files.map((file) => fs.readFileSync(path.join(ctx.config.outboxDir, file), 'utf8'));
    expect(emls.some((eml) => eml.includes('To: association@example.org'))).toBe(true);
    expect(ctx.smtp.messages).toHaveLength(0);
  });
});

describe('mail sending limits', () => {
  it('gives up on an SMTP server that never answers after its time limit; the mail waits', async () => {
    // A server that accepts the connection and says nothing.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const ctx = await createTestContext(
      { MAIL_TIMEOUT_SECONDS: '1' },
      { smtpUrl: `smtp://127.0.0.1:${port}` },
    );
    try {
      await ctx.app.inject({ method: 'POST', url: contactPaths.chetom, payload: contactPayloads.chetom });
      const started = Date.now();
      expect(await ctx.flushMail()).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(queueState(ctx)[0]).toMatchObject({ attempts: 1, sent_at: null });
      expect(queueState(ctx)[0]?.last_error).toMatch(/timeout|Greeting never received/i);
    } finally {
      await ctx.close();
      silent.close();
    }
  });

  it('hands three mails at most to the transport at once', async () => {
    const ctx = await createTestContext();
    try {
      // Four messages from four addresses: eight mails (each with its acknowledgement).
      for (let index = 0; index < 4; index += 1)
        await ctx.app.inject({
          method: 'POST',
          url: contactPaths.chetom,
          payload: { ...contactPayloads.chetom, email: `chercheur.${index}@example.org` },
        });
      let running = 0;
      let most = 0;
      const transport = {
        kind: 'smtp' as const,
        async send() {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 20));
          running -= 1;
        },
        close: () => undefined,
      };
      const dispatcher = new MailDispatcher(
        ctx.app.services.db,
        transport,
        'site@example.org',
        ctx.app.log,
        60,
      );
      expect(await dispatcher.flush()).toBe(8);
      expect(most).toBe(3);
    } finally {
      await ctx.close();
    }
  });
});

describe('a backlog (second review, finding 6)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('drains 1,000 queued mails to the SMTP server in passes that follow each other, without the timer', async () => {
    const { db, mail } = ctx.app.services;
    db.transaction(() => {
      for (let index = 0; index < 1000; index += 1)
        enqueueMail(db, {
          to: `visiteur${index}@example.org`,
          subject: `Message ${index}`,
          text: 'Bonjour.',
        });
    })();
    // One kick, as a submission gives; the retry timer does not run in tests.
    mail.kick();
    await mail.idle();
    expect(db.prepare('SELECT COUNT(*) AS n FROM mail_queue WHERE sent_at IS NULL').get()).toEqual({ n: 0 });
    expect((await ctx.smtp.waitFor(1000, 30_000)).length).toBe(1000);
  }, 120_000);

  it('waits for the timer when a whole batch fails: a server that refuses is not hammered', async () => {
    const { db, mail } = ctx.app.services;
    ctx.smtp.refuse = true;
    db.transaction(() => {
      for (let index = 0; index < 120; index += 1)
        enqueueMail(db, { to: `refus${index}@example.org`, subject: `Refus ${index}`, text: 'Bonjour.' });
    })();
    mail.kick();
    await mail.idle();
    const tried = db
      .prepare('SELECT COUNT(*) AS n FROM mail_queue WHERE attempts > 0 AND sent_at IS NULL')
      .get();
    expect(tried).toEqual({ n: 50 });
    ctx.smtp.refuse = false;
  });
});

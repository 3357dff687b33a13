import { withdrawalResponseSchema } from '@mtdm/shared/contracts';
import { validationMessages } from '@mtdm/shared/validation';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { mailText } from '../../__tests__/support/smtp';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const valid = {
  orderReference: 'CMD-AB12CD34EF',
  firstName: 'Marie',
  lastName: 'Lefèvre',
  email: 'marie.lefevre@example.com',
  items: '1 × Casquette brodée ancre d’or',
};

const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/retractation', payload });

describe('POST /api/retractation', () => {
  it('stores the withdrawal, answers a reference and the time, mails the buyer and the association', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(200);
    const body = withdrawalResponseSchema.parse(response.json());
    expect(body.reference).toMatch(/^RET-\d{4}-000001$/);
    expect(Math.abs(Date.parse(body.receivedAt) - Date.now())).toBeLessThan(10_000);
    const row = ctx.app.services.db.prepare('SELECT * FROM withdrawals').get() as Record<string, unknown>;
    expect(row).toMatchObject({
      reference: body.reference,
      order_reference: valid.orderReference,
      received_at: body.receivedAt,
    });
    await ctx.flushMail();
    const mails = await ctx.smtp.waitFor(2);
    const buyer = mails.find((mail) => mail.to.includes(valid.email));
    const association = mails.find((mail) => mail.to.includes('association@example.org'));
    expect(mailText(buyer!)).toContain('Accusé de réception');
    expect(mailText(buyer!)).toContain('(heure de Paris)');
    expect(mailText(buyer!)).toContain(body.reference);
    expect(mailText(association!)).toContain(valid.orderReference);
  });

  it.each(Object.keys(valid))('refuses a missing %s', async (field) => {
    const response = await post({ ...valid, [field]: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(validationMessages.required);
  });

  it('refuses a malformed e-mail and wrong types', async () => {
    expect((await post({ ...valid, email: 'marie' })).json().message).toBe(validationMessages.email);
    const wrong = await post({ ...valid, items: { a: 1 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Requête invalide/);
  });

  it('drops a filled honeypot silently', async () => {
    const before = ctx.count('withdrawals');
    const response = await post({ ...valid, website: 'x' });
    expect(response.statusCode).toBe(200);
    expect(ctx.count('withdrawals')).toBe(before);
  });
});

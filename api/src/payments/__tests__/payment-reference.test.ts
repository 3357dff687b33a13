import Database from 'better-sqlite3';
import { paymentReference, paymentReferenceSql, type PaymentKind } from '../payment-store';

// The reference a buyer reads in a mail is matched in SQL (a withdrawal naming its order): both forms
// must give the same text for every kind of payment and every shape of id the providers return.
describe('a payment reference in TypeScript and in SQL', () => {
  const db = new Database(':memory:');
  afterAll(() => db.close());

  const kinds: PaymentKind[] = ['shop', 'membership', 'donation'];
  const ids = ['0f3c2a9e-5b7d-4c11-9e2f-a1b2c3d4e5f6', 'sandbox_abcdef123456', 'short', 'AbC-9'];

  it.each(kinds.flatMap((kind) => ids.map((id) => [kind, id] as const)))('%s %s', (kind, id) => {
    const inSql = db.prepare(`SELECT ${paymentReferenceSql(kind, '@id')} AS reference`).get({ id }) as {
      reference: string;
    };
    expect(inSql.reference).toBe(paymentReference(kind, id));
  });

  it('ends with the last ten characters of the id, in capitals', () => {
    expect(paymentReference('shop', '0f3c2a9e-5b7d-4c11-9e2f-a1b2c3d4e5f6')).toBe('CMD-B2C3D4E5F6');
    expect(paymentReference('donation', 'short')).toBe('DON-SHORT');
  });
});

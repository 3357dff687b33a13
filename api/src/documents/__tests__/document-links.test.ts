import { checkDocumentToken, documentToken, documentUrl, DOCUMENT_LINK_DAYS } from '../document-links';

const secret = 'secret-de-test';
const paymentId = `pay_${'ab'.repeat(16)}`;
const ref = { kind: 'tax-receipt', paymentId } as const;
const customers: Record<string, string> = { [paymentId]: 'don_1700000000000_12' };
const customerIdOf = (id: string) => customers[id];
const now = new Date('2026-11-23T10:00:00Z');
const inAnHour = new Date(now.getTime() + 3600_000);

describe('document download tokens', () => {
  const token = documentToken(secret, ref, 'don_1700000000000_12', inAnHour);

  it('open the document they name, for the payment’s own customer id, until they expire', () => {
    expect(checkDocumentToken(secret, token, customerIdOf, now)).toEqual({ ok: true, ref });
    expect(checkDocumentToken(secret, token, customerIdOf, new Date(inAnHour.getTime() + 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it.each([
    ['another document kind', token.replace('tax-receipt', 'membership-attestation')],
    ['another payment', token.replace(paymentId, `pay_${'cd'.repeat(16)}`)],
    ['a later expiry', token.replace(/\.(\d+)\./, (_m, expiry: string) => `.${Number(expiry) + 86400}.`)],
    ['a changed signature', token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')],
    ['a guessed number', '1'],
    ['an unknown kind', token.replace('tax-receipt', 'invoice')],
  ])('refuse %s', (_label, altered) => {
    expect(checkDocumentToken(secret, altered, customerIdOf, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('are tied to the customer id and to this deployment’s secret', () => {
    expect(checkDocumentToken(secret, token, () => 'don_autre', now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkDocumentToken('autre-secret', token, customerIdOf, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkDocumentToken(secret, token, () => undefined, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it(`are given for ${DOCUMENT_LINK_DAYS} days under the public address`, () => {
    const url = documentUrl('https://musee.example', secret, ref, 'don_1700000000000_12', now);
    expect(url).toMatch(
      /^https:\/\/musee\.example\/api\/documents\/tax-receipt\.pay_[0-9a-f]{32}\.\d+\.[\w-]{43}$/,
    );
    const given = url.split('/').pop()!;
    const lastDay = new Date(now.getTime() + DOCUMENT_LINK_DAYS * 86400_000 - 1000);
    expect(checkDocumentToken(secret, given, customerIdOf, lastDay).ok).toBe(true);
    expect(checkDocumentToken(secret, given, customerIdOf, new Date(lastDay.getTime() + 2000)).ok).toBe(
      false,
    );
  });
});

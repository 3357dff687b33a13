import { ApiError, confirmPayment, confirmDonation, confirmMembership, confirmShopPayment } from '..';
import { fakeFetch, json, text } from './fake-fetch';

const ids = { paymentId: 'pay_1', customerId: 'customer_2' };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a failure');
}

describe.each([
  [
    'shop',
    confirmShopPayment,
    '/api/index.php?endpoint=payment-success&payment_id=pay_1&customer_id=customer_2',
  ],
  [
    'membership',
    confirmMembership,
    '/api/deveniradherent.php?endpoint=registration-success&payment_id=pay_1&customer_id=customer_2',
  ],
  [
    'donation',
    confirmDonation,
    '/api/faireundon.php?endpoint=donation-success&payment_id=pay_1&customer_id=customer_2',
  ],
] as const)('%s confirmation', (_kind, confirm, url) => {
  it('calls its exact address and resolves on success true', async () => {
    const fake = fakeFetch(json({ success: true }));
    await expect(confirm(ids, { fetch: fake.fetch })).resolves.toEqual({ documents: [] });
    expect(fake.requests[0]?.url).toBe(url);
    expect(fake.requests[0]?.init?.method).toBe('GET');
  });

  it('gives the well-formed document links of the answer, and drops any other', async () => {
    const receipt = { kind: 'tax-receipt', url: '/api/documents/tax-receipt.pay_1.9.sig' };
    const attestation = { kind: 'membership-attestation', url: 'https://musee.example/api/documents/a' };
    const fake = fakeFetch(
      json({
        success: true,
        documents: [
          attestation,
          receipt,
          { kind: 'invoice', url: '/api/documents/x' },
          { kind: 'tax-receipt', url: 'javascript:alert(1)' },
          { kind: 'tax-receipt', url: '//ailleurs.example/recu.pdf' },
          null,
        ],
      }),
    );
    await expect(confirm(ids, { fetch: fake.fetch })).resolves.toEqual({ documents: [attestation, receipt] });
  });

  it('makes no call when an id is missing', async () => {
    const fake = fakeFetch(json({ success: true }));
    for (const missing of [
      { ...ids, paymentId: null },
      { ...ids, customerId: '' },
      { paymentId: undefined, customerId: undefined },
    ]) {
      expect((await failure(confirm(missing, { fetch: fake.fetch }))).message).toBe(
        'Informations de paiement manquantes.',
      );
    }
    expect(fake.calls).not.toHaveBeenCalled();
  });

  it('shows the reason of a refusal', async () => {
    const fake = fakeFetch(json({ success: false, reason: 'Paiement refusé par la banque' }));
    expect((await failure(confirm(ids, { fetch: fake.fetch }))).message).toBe(
      'Erreur de confirmation: Paiement refusé par la banque',
    );
  });

  it('says Raison inconnue without a reason', async () => {
    const fake = fakeFetch(json({ success: false }));
    expect((await failure(confirm(ids, { fetch: fake.fetch }))).message).toBe(
      'Erreur de confirmation: Raison inconnue',
    );
  });

  it('shows the generic message on an HTTP failure, a bad body or an exception', async () => {
    for (const answer of [
      json({ success: true }, 500),
      text('oops', 200),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const fake = fakeFetch(answer as Response);
      expect((await failure(confirm(ids, { fetch: fake.fetch }))).message).toBe(
        'Une erreur est survenue lors de la confirmation.',
      );
    }
  });
});

it('keeps the internal donation detail while showing the generic message', async () => {
  const fake = fakeFetch(json({}, 502));
  const error = await failure(
    confirmPayment('donation', ids, { fetch: fake.fetch, baseUrl: 'https://musee.example' }),
  );
  expect(error.message).toBe('Une erreur est survenue lors de la confirmation.');
  expect(error.detail).toBe('Erreur lors de la confirmation du don');
  expect(
    fake.requests[0]?.url.startsWith('https://musee.example/api/faireundon.php?endpoint=donation-success'),
  ).toBe(true);
});

import {
  ApiError,
  startDonationPayment,
  startMembershipPayment,
  startShopPayment,
  type DonationPaymentRequest,
  type MembershipPaymentRequest,
  type ShopPaymentRequest,
} from '..';
import { fakeFetch, json, text } from './fake-fetch';

const shopPayload = {
  email: 'marie.dupont@example.fr',
  amount: 21.4,
  customer_id: 'customer_1_2',
} as ShopPaymentRequest;
const membershipPayload = { email: 'a@b.fr', amount: 20 } as MembershipPaymentRequest;
const donationPayload = { email: 'a@b.fr', amount: 60 } as DonationPaymentRequest;
const ok = { payment_url: 'https://pay.example/p/1', payment_id: 'pay_1' };

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as Error).message;
  }
  throw new Error('expected a failure');
}

describe('startShopPayment (createShopPayment)', () => {
  it('posts the JSON payload cross-origin with credentials and returns the payment fields', async () => {
    const fake = fakeFetch(json(ok));
    await expect(startShopPayment(shopPayload, { fetch: fake.fetch })).resolves.toEqual({
      paymentUrl: ok.payment_url,
      paymentId: 'pay_1',
    });
    const [request] = fake.requests;
    expect(request?.url).toBe('/api/index.php?endpoint=create-payment');
    expect(request?.init).toMatchObject({ method: 'POST', mode: 'cors', credentials: 'include' });
    expect((request?.init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(request?.init?.body))).toEqual(shopPayload);
  });

  it('uses the configured base URL', async () => {
    const fake = fakeFetch(json(ok));
    await startShopPayment(shopPayload, { baseUrl: 'https://api.example/', fetch: fake.fetch });
    expect(fake.requests[0]?.url).toBe('https://api.example/api/index.php?endpoint=create-payment');
  });

  it('refuses a non-JSON answer, naming its type', async () => {
    const fake = fakeFetch(text('<html>', 200, 'text/html; charset=UTF-8'));
    expect(await failure(startShopPayment(shopPayload, { fetch: fake.fetch }))).toBe(
      'Erreur lors de la préparation du paiement: Réponse non valide du serveur: format attendu JSON, reçu text/html; charset=UTF-8',
    );
  });

  it('checks the content type before the status', async () => {
    const fake = fakeFetch(text('Bad gateway', 502, 'text/plain'));
    expect(await failure(startShopPayment(shopPayload, { fetch: fake.fetch }))).toBe(
      'Erreur lors de la préparation du paiement: Réponse non valide du serveur: format attendu JSON, reçu text/plain',
    );
  });

  it('reports a non-OK status with the server error', async () => {
    const fake = fakeFetch(json({ error: 'Montant incorrect' }, 400));
    expect(await failure(startShopPayment(shopPayload, { fetch: fake.fetch }))).toBe(
      'Erreur lors de la préparation du paiement: Erreur serveur: 400 - Montant incorrect',
    );
  });

  it('reports a non-OK status without error as Erreur inconnue', async () => {
    const fake = fakeFetch(json({}, 500));
    expect(await failure(startShopPayment(shopPayload, { fetch: fake.fetch }))).toBe(
      'Erreur lors de la préparation du paiement: Erreur serveur: 500 - Erreur inconnue',
    );
  });

  it.each([
    { payment_url: 'https://pay.example' },
    { payment_id: 'p' },
    {},
    { payment_url: '', payment_id: 'p' },
  ])('refuses an answer lacking payment_url or payment_id: %j', async (body) => {
    const fake = fakeFetch(json(body));
    expect(await failure(startShopPayment(shopPayload, { fetch: fake.fetch }))).toBe(
      "Erreur lors de la préparation du paiement: Erreur: La réponse de paiement ne contient pas l'URL nécessaire.",
    );
  });

  it('wraps a network failure in French', async () => {
    const fake = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const message = await failure(startShopPayment(shopPayload, { fetch: fake.fetch }));
    expect(message.startsWith('Erreur lors de la préparation du paiement: ')).toBe(true);
    expect(message).not.toContain('Failed to fetch');
  });
});

describe.each([
  [
    'membership (createMembershipPayment)',
    () => startMembershipPayment,
    membershipPayload,
    '/api/deveniradherent.php?endpoint=create-payment-adherent',
  ],
  [
    'donation (createDonationPayment)',
    () => startDonationPayment,
    donationPayload,
    '/api/faireundon.php?endpoint=create-payment-don',
  ],
] as const)('%s payment start', (_name, getStart, payload, url) => {
  const start = getStart() as (p: unknown, o: { fetch: typeof fetch }) => Promise<unknown>;

  it('posts to its exact address and returns the payment fields', async () => {
    const fake = fakeFetch(json(ok));
    await expect(start(payload, { fetch: fake.fetch })).resolves.toEqual({
      paymentUrl: ok.payment_url,
      paymentId: 'pay_1',
    });
    expect(fake.requests[0]?.url).toBe(url);
    expect(fake.requests[0]?.init).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('reports a non-OK response with the server error', async () => {
    const fake = fakeFetch(json({ error: 'Adresse refusée' }, 422));
    expect(await failure(start(payload, { fetch: fake.fetch }))).toBe(
      'Erreur lors de la préparation du paiement: Erreur serveur: 422 - Adresse refusée',
    );
  });

  it('reports a non-OK response without error as Erreur inconnue', async () => {
    const fake = fakeFetch(json({ detail: 'x' }, 500));
    expect(await failure(start(payload, { fetch: fake.fetch }))).toBe(
      'Erreur lors de la préparation du paiement: Erreur serveur: 500 - Erreur inconnue',
    );
  });

  it('reports an unreadable body as Erreur de format de réponse', async () => {
    const fake = fakeFetch(text('<html>panne</html>', 503));
    expect(await failure(start(payload, { fetch: fake.fetch }))).toBe(
      'Erreur lors de la préparation du paiement: Erreur serveur: 503 - Erreur de format de réponse',
    );
    const okButBroken = fakeFetch(text('pas du json', 200));
    expect(await failure(start(payload, { fetch: okButBroken.fetch }))).toBe(
      'Erreur lors de la préparation du paiement: Erreur de format de réponse',
    );
  });

  it('refuses an answer lacking the payment URL or id', async () => {
    const fake = fakeFetch(json({ payment_url: 'https://pay.example' }));
    expect(await failure(start(payload, { fetch: fake.fetch }))).toBe(
      "Erreur lors de la préparation du paiement: Erreur: La réponse de paiement ne contient pas l'URL nécessaire.",
    );
  });
});

it('the donation start also asks for JSON', async () => {
  const fake = fakeFetch(json(ok));
  await startDonationPayment(donationPayload, { fetch: fake.fetch });
  expect((fake.requests[0]?.init?.headers as Record<string, string>).Accept).toBe('application/json');
});

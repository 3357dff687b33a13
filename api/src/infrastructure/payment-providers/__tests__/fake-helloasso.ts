import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Intent {
  id: number;
  body: Record<string, unknown>;
  payments: { id: number; amount: number; state: string; refundOperations?: { amount: number }[] }[];
}

/**
 * A local HTTP server that answers as HelloAsso's public API documentation describes (OAuth2 client
 * credentials, checkout intents and their orders); no network is needed.
 */
export async function startFakeHelloAsso(credentials = { id: 'client-musee', secret: 'secret-musee' }) {
  const intents = new Map<number, Intent>();
  const calls = { token: 0, create: 0, read: 0, refund: 0 };
  let next = 75_698_555;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const url = request.url ?? '';
      if (request.method === 'POST' && url === '/oauth2/token') {
        const form = new URLSearchParams(raw);
        if (
          form.get('grant_type') !== 'client_credentials' ||
          form.get('client_id') !== credentials.id ||
          form.get('client_secret') !== credentials.secret
        )
          return send(400, { error: 'invalid_client' });
        calls.token += 1;
        return send(200, { access_token: 'jeton-de-test', token_type: 'bearer', expires_in: 1800 });
      }
      if (request.headers.authorization !== 'Bearer jeton-de-test')
        return send(401, { message: 'Unauthorized' });
      const refund = /^\/v5\/payments\/(\d+)\/refund(\?.*)?$/.exec(url);
      if (request.method === 'POST' && refund) {
        const payment = [...intents.values()]
          .flatMap((intent) => intent.payments)
          .find((candidate) => candidate.id === Number(refund[1]));
        if (!payment || payment.state !== 'Authorized')
          return send(400, { message: 'Paiement non remboursable' });
        // `amount`: a part of the payment (in cents); without it, what is left of it.
        const operations = (payment.refundOperations ??= []);
        const given = operations.reduce((sum, operation) => sum + operation.amount, 0);
        const part = new URLSearchParams(refund[2] ?? '').get('amount');
        const amount = part === null ? payment.amount - given : Number(part);
        if (!Number.isInteger(amount) || amount <= 0 || given + amount > payment.amount)
          return send(400, { message: 'Montant à rembourser invalide' });
        calls.refund += 1;
        operations.push({ amount });
        if (given + amount === payment.amount) payment.state = 'Refunding';
        return send(200, {});
      }
      const match = /^\/v5\/organizations\/aamtdm\/checkout-intents(?:\/(\d+))?$/.exec(url);
      if (!match) return send(404, { message: 'Not found' });
      if (request.method === 'POST' && !match[1]) {
        calls.create += 1;
        const body = JSON.parse(raw) as Record<string, unknown>;
        if (typeof body.totalAmount !== 'number' || body.totalAmount !== body.initialAmount)
          return send(400, { errors: [{ message: 'totalAmount' }] });
        const id = next++;
        intents.set(id, { id, body, payments: [] });
        return send(200, {
          id,
          redirectUrl: `https://www.helloasso-sandbox.com/associations/aamtdm/checkout/${id}`,
        });
      }
      if (request.method === 'GET' && match[1]) {
        calls.read += 1;
        const intent = intents.get(Number(match[1]));
        if (!intent) return send(404, { message: 'Not found' });
        return send(200, {
          id: intent.id,
          redirectUrl: `https://www.helloasso-sandbox.com/associations/aamtdm/checkout/${intent.id}`,
          metadata: intent.body.metadata,
          ...(intent.payments.length > 0
            ? { order: { id: intent.id + 1, payments: intent.payments, items: [] } }
            : {}),
        });
      }
      return send(405, { message: 'Method not allowed' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    intent: (id: string) => intents.get(Number(id)),
    /** The payer goes through HelloAsso's page: a payment in this state (and amount). */
    pay(id: string, state = 'Authorized', amount?: number) {
      const intent = intents.get(Number(id));
      if (!intent) throw new Error(`intention ${id} inconnue`);
      intent.payments.push({
        id: intent.id * 10 + intent.payments.length,
        amount: amount ?? (intent.body.totalAmount as number),
        state,
      });
    },
    /** The association refunds the payer (or the payer's bank charges back: 'Contested'). */
    refund(id: string, state: 'Refunded' | 'Contested' = 'Refunded') {
      const intent = intents.get(Number(id));
      if (!intent) throw new Error(`intention ${id} inconnue`);
      for (const payment of intent.payments) payment.state = state;
    },
    /** Numbers its next intents from `id` again, as another HelloAsso service (test, then production) would. */
    numberFrom(id: string) {
      next = Number(id);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { confirmationResponseSchema, paymentStartResponseSchema } from '@mtdm/shared/contracts';
import { cartLine, membershipPayload, shopPayload } from './fixtures';
import type { TestContext } from './harness';
import { rewriteHistory } from './rewrite-history';

/** The payment starts and confirmations at their PHP-style addresses. */
export const START_PATHS = {
  shop: '/api/index.php?endpoint=create-payment',
  membership: '/api/deveniradherent.php?endpoint=create-payment-adherent',
  donation: '/api/faireundon.php?endpoint=create-payment-don',
} as const;
export const CONFIRM_PATHS = {
  shop: '/api/index.php?endpoint=payment-success',
  membership: '/api/deveniradherent.php?endpoint=registration-success',
  donation: '/api/faireundon.php?endpoint=donation-success',
} as const;
export type PaymentCallKind = keyof typeof START_PATHS;

/**
 * The payment calls of a test server, and the sandbox page's buttons. Every answer is checked
 * against the shared contract the pages read (no field the pages do not know of).
 */
export function paymentCalls(ctx: () => TestContext) {
  const start = async (kind: PaymentCallKind, payload: unknown) => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: START_PATHS[kind],
      payload: payload as object,
    });
    paymentStartResponseSchema.strict().parse(response.json());
    return response;
  };
  const confirm = async (kind: PaymentCallKind, paymentId: string, customerId: string) => {
    const response = await ctx().app.inject({
      method: 'GET',
      url: `${CONFIRM_PATHS[kind]}&payment_id=${encodeURIComponent(paymentId)}&customer_id=${encodeURIComponent(customerId)}`,
    });
    confirmationResponseSchema.strict().parse(response.json());
    return response;
  };
  /** The sandbox page's button for one of our payments (the sandbox knows it by its own id). */
  const sandbox = (paymentId: string, action: 'pay' | 'cancel') => {
    const { provider_id } = ctx()
      .app.services.db.prepare('SELECT provider_id FROM payments WHERE id = ?')
      .get(paymentId) as { provider_id: string };
    return ctx().app.inject({ method: 'POST', url: `/sandbox-payments/${provider_id}/${action}` });
  };
  /** A payment started, paid on the sandbox's page and confirmed, as a visitor makes it: its id. */
  const pay = async (kind: PaymentCallKind, payload: { customer_id: string }) => {
    const paymentId = ((await start(kind, payload)).json() as { payment_id: string }).payment_id;
    await sandbox(paymentId, 'pay');
    await confirm(kind, paymentId, payload.customer_id);
    return paymentId;
  };
  return { start, confirm, sandbox, pay };
}

/**
 * A membership paid on the sandbox (with a gift: a tax receipt too), as the membership form pays it:
 * by the fixtures' member unless `person` names another.
 */
export async function payMembership(
  ctx: TestContext,
  email: string,
  person: { firstName?: string; lastName?: string } = {},
): Promise<string> {
  const calls = paymentCalls(() => ctx);
  const payload = membershipPayload({
    email,
    ...person,
    customer_id: `adherent_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`,
  });
  const paymentId = ((await calls.start('membership', payload)).json() as { payment_id: string }).payment_id;
  await calls.sandbox(paymentId, 'pay');
  await calls.confirm('membership', paymentId, payload.customer_id as string);
  await ctx.flushMail();
  return paymentId;
}

/**
 * A cap ordered from the shop (24,75 € with its shipping) by `email`, the fixtures' buyer when none:
 * paid on the sandbox and confirmed, or only started when `paid` is false. Its payment's id.
 */
export async function placeOrder(
  ctx: TestContext,
  { email, paid = true }: { email?: string; paid?: boolean } = {},
) {
  const calls = paymentCalls(() => ctx);
  const payload = {
    ...shopPayload([cartLine('casquette-ancre-d-or', 1)], 24.75, 6.75),
    ...(email ? { email } : {}),
  };
  const paymentId = paid
    ? await calls.pay('shop', payload)
    : ((await calls.start('shop', payload)).json() as { payment_id: string }).payment_id;
  await ctx.flushMail();
  return paymentId;
}

/**
 * A membership paid on 10 December 2025 (Paris), valid until 9 December 2026: its renewal reminders
 * fall due in November and December 2026.
 */
export async function payMembershipLastYear(
  ctx: TestContext,
  email: string,
  person: { firstName?: string; lastName?: string } = {},
): Promise<string> {
  const paymentId = await payMembership(ctx, email, person);
  const { db } = ctx.app.services;
  rewriteHistory(db, () => {
    db.prepare('UPDATE payments SET paid_at = ? WHERE id = ?').run('2025-12-10T10:00:00.000Z', paymentId);
    // The days it covers are fixed when it is paid: those of a payment on that day.
    db.prepare('UPDATE memberships SET period_start = ?, period_end = ? WHERE payment_id = ?').run(
      '2025-12-10',
      '2026-12-09',
      paymentId,
    );
  });
  return paymentId;
}

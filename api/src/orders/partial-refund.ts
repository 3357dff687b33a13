// Part of a paid order given back by a volunteer of the shop or the treasurer: articles sent back or
// withdrawn from, with the shipping or without. The amount is the order's own prices, never a figure
// typed; nothing passes what the order holds (articles, quantities, the shipping once). Asked of the
// provider first, then recorded with the buyer's and the association's mails in one transaction. The
// part that leaves nothing of the order refunds it: the order is then refunded, as a whole refund
// leaves it.
import { quotedName } from '@mtdm/shared/site';
import { enqueueMail } from '../mail/mail-store';
import { mailSignature } from '../mail/mail-text';
import { publishedContent } from '../content/published-content';
import { paymentReference } from '../payments/payment-store';
import { refundPayment } from '../settlement/refund-payment';
import { recordView } from '../sign-in/view-journal';
import type { Services } from '../services';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { partRefundMail, partRefundNotice, type OrderPartRefunded } from './order-mails';
import { insertPartialRefund, refundableLinesOf, shippingRefunded } from './order-refund-store';
import { readOrder } from './order-store';
import { greetingBuyer, refundableOrder } from './orders';
import { aloneForPayment } from './refunds-underway';

const partRefundMessages = {
  nothingChosen: 'Choisissez au moins un article à rembourser, ou les frais d’envoi.',
  notInOrder:
    'Un des articles choisis n’est pas dans cette commande : rechargez la page, puis choisissez de nouveau.',
  chosenTwice: (name: string) =>
    `L’article ${quotedName(name)} est choisi deux fois : indiquez-le une seule fois, avec le nombre à rembourser.`,
  tooMany: (name: string, left: number) =>
    left === 0
      ? `L’article ${quotedName(name)} a déjà été remboursé en entier.`
      : `Il reste ${left} article${left > 1 ? 's' : ''} ${quotedName(name)} à rembourser sur cette commande, pas davantage.`,
  shippingAgain: 'Les frais d’envoi de cette commande ont déjà été remboursés.',
} as const;

/** What a volunteer asks to give back: lines of the order with a quantity each, and the shipping or not. */
export interface PartRequest {
  readonly lines: readonly { readonly lineId: number; readonly quantity: number }[];
  readonly shipping: boolean;
  readonly reason: string;
}

export type PartRefundResult =
  | { readonly outcome: 'refunded'; readonly amountCents: number; readonly whole: boolean }
  | { readonly outcome: 'refused'; readonly message: string }
  | { readonly outcome: 'unknown' | 'not-refundable' | 'underway' | 'provider-error' };

/**
 * The part asked, priced from the order's own lines, or why it cannot be given back: an article of
 * another order, one chosen twice, more than is left of it, the shipping again, or nothing.
 */
function pricedPart(services: Services, orderId: number, shippingCents: number, request: PartRequest) {
  const lines = refundableLinesOf(services.db, orderId);
  const shippingGone = shippingRefunded(services.db, orderId);
  if (request.lines.length === 0 && !request.shipping)
    return { ok: false, message: partRefundMessages.nothingChosen } as const;
  const chosen: OrderPartRefunded['lines'][number][] = [];
  const seen = new Set<number>();
  for (const { lineId, quantity } of request.lines) {
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) return { ok: false, message: partRefundMessages.notInOrder } as const;
    if (seen.has(lineId)) return { ok: false, message: partRefundMessages.chosenTwice(line.name) } as const;
    seen.add(lineId);
    const left = line.quantity - line.refundedQuantity;
    if (quantity > left) return { ok: false, message: partRefundMessages.tooMany(line.name, left) } as const;
    chosen.push({ name: line.name, size: line.size, quantity, unitPriceCents: line.unitPriceCents });
  }
  if (request.shipping && shippingGone)
    return { ok: false, message: partRefundMessages.shippingAgain } as const;
  const partShipping = request.shipping ? shippingCents : 0;
  const amountCents = chosen.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, partShipping);
  if (amountCents === 0) return { ok: false, message: partRefundMessages.nothingChosen } as const;
  // Whole: every article given back, and the shipping (or none was paid).
  const whole =
    lines.every(
      (line) =>
        line.quantity - line.refundedQuantity ===
        (request.lines.find((asked) => asked.lineId === line.id)?.quantity ?? 0),
    ) &&
    (shippingCents === 0 || shippingGone || request.shipping);
  return { ok: true, part: { lines: chosen, shippingCents: partShipping, amountCents }, whole } as const;
}

/** Gives part of a paid order back through the provider, records it, tells the buyer and the association. */
export async function refundOrderPart(
  services: Services,
  volunteer: Volunteer,
  paymentId: string,
  request: PartRequest,
): Promise<PartRefundResult> {
  const { db, provider, settlement, config } = services;
  const refundable = refundableOrder(db, paymentId);
  if (typeof refundable === 'string') return { outcome: refundable };
  const { order, providerId } = refundable;
  const reference = paymentReference('shop', paymentId);
  const { id: orderId, shippingCents } = readOrder(db, paymentId);
  const result = await aloneForPayment(providerId, async (): Promise<PartRefundResult> => {
    // Read inside the lock: a part given back meanwhile counts.
    const priced = pricedPart(services, orderId, shippingCents, request);
    if (!priced.ok) return { outcome: 'refused', message: priced.message };
    const { part, whole } = priced;
    try {
      await provider.refund(providerId, part.amountCents);
    } catch {
      return { outcome: 'provider-error' };
    }
    const refunded = { ...part, reference };
    db.transaction(() => {
      insertPartialRefund(db, orderId, {
        amountCents: part.amountCents,
        shippingCents: part.shippingCents,
        lines: request.lines,
        reason: request.reason,
        by: volunteer.email,
        at: services.now().toISOString(),
      });
      if (whole) refundPayment(settlement, paymentId, { volunteer: volunteer.email, reason: request.reason });
      enqueueMail(
        db,
        partRefundMail(greetingBuyer(db, order), refunded, mailSignature(publishedContent(config).details)),
      );
      enqueueMail(
        db,
        partRefundNotice(settlement.recipients.association, refunded, {
          volunteer: volunteer.email,
          reason: request.reason,
        }),
      );
    })();
    return { outcome: 'refunded', amountCents: part.amountCents, whole };
  });
  if (result === 'underway') return { outcome: 'underway' };
  if (result.outcome !== 'refunded') return result;
  recordView(services, volunteer, 'commande remboursée en partie', reference);
  services.mail.kick();
  return result;
}

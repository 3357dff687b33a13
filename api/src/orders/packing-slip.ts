// The packing slip of an order, to put in the parcel: where it goes and what is in it, without prices;
// several orders' slips in one PDF, a page each, to print at once.
import { PdfPageWriter } from '../infrastructure/pdf-page-writer';
import { orderForShipping } from './order-fulfilment-store';
import { readOrder } from './order-store';
import { refundableLinesOf } from './order-refund-store';
import { paymentReference } from '../payments/payment-store';
import type { Services } from '../services';
import { publishedContent } from '../content/published-content';
import { formatDocumentDate } from '../documents/document-texts';
import { recordView } from '../sign-in/view-journal';
import type { Volunteer } from '../volunteers/volunteer-directory';
import type { SiteDetails } from '@mtdm/shared/content';

/**
 * What a slip shows of its order: the order, its buyer's address, and what the parcel holds: each
 * article less what was given back before it left (an article wholly refunded is not packed).
 */
function slipOf(services: Services, paymentId: string) {
  const order = orderForShipping(services.db, paymentId);
  if (!order) return undefined;
  const reference = paymentReference('shop', paymentId);
  const lines = refundableLinesOf(services.db, readOrder(services.db, paymentId).id)
    .map((line) => ({ ...line, quantity: line.quantity - line.refundedQuantity }))
    .filter((line) => line.quantity > 0);
  return { order, reference, lines };
}
type Slip = NonNullable<ReturnType<typeof slipOf>>;

/** Writes one slip from the top of the writer's page. */
function writeSlip(writer: PdfPageWriter, { order, reference, lines }: Slip, details: SiteDetails) {
  writer
    .title(`Bordereau de colis – commande ${reference}`)
    .fields([
      ['Commande', reference],
      ['Date de la commande', formatDocumentDate(order.paidAt)],
    ])
    .heading('Expéditeur et adresse de retour')
    .paragraph(details.associationName, { bold: true });
  for (const line of details.associationPostalAddress) writer.paragraph(line);
  writer
    .heading('Destinataire')
    .paragraph(`${order.firstName} ${order.lastName}`, { bold: true })
    .paragraph(order.address)
    .paragraph(`${order.postcode} ${order.city}`)
    .paragraph(`Téléphone : ${order.mobileNumber}`)
    .heading('Contenu du colis');
  // One line per article: its quantity, its name and its size.
  for (const line of lines)
    writer.paragraph(`${line.quantity} × ${line.name}${line.size ? ` – taille ${line.size}` : ''}`);
  writer.space(18).paragraph(`${details.associationName} – ${details.museumName}, ${details.city}`, {
    muted: true,
    size: 9,
  });
}

/**
 * The slips of one or more orders in one PDF, a page each, in the order asked (each print recorded);
 * undefined when one of them is unknown.
 */
export async function packingSlips(
  services: Services,
  volunteer: Volunteer,
  paymentIds: readonly string[],
): Promise<{ filename: string; content: Buffer } | undefined> {
  const slips = paymentIds.map((paymentId) => slipOf(services, paymentId));
  if (slips.length === 0 || slips.some((slip) => !slip)) return undefined;
  const found = slips as Slip[];
  const { details } = publishedContent(services.config);
  const first = found[0]!;
  const single = found.length === 1;
  const writer = await PdfPageWriter.create({
    title: single
      ? `Bordereau de colis ${first.reference}`
      : `Bordereaux de colis (${found.length} commandes)`,
    author: details.associationName,
    subject: found.map((slip) => `Commande ${slip.reference}`).join(', '),
    date: new Date(first.order.paidAt),
  });
  found.forEach((slip, index) => {
    if (index > 0) writer.newPage();
    writeSlip(writer, slip, details);
    recordView(services, volunteer, 'bordereau de colis imprimé', slip.reference);
  });
  const filename = single ? `bordereau-${first.reference}.pdf` : `bordereaux-${found.length}-commandes.pdf`;
  return { filename, content: Buffer.from(await writer.save()) };
}

// The packing slip of an order, to put in the parcel: where it goes and what is in it, without prices.
import { PdfPageWriter } from '../infrastructure/pdf-page-writer';
import { orderForShipping } from './order-fulfilment-store';
import { readOrder, readOrderLines } from '../payments/payment-details-store';
import { paymentReference } from '../payments/payment-store';
import type { Services } from '../services';
import { publishedContent } from '../content/published-content';
import { formatDocumentDate } from '../documents/document-texts';
import { recordView } from '../personal-data/personal-data-views';
import type { Volunteer } from '../volunteers/volunteer-directory';

export async function packingSlip(
  services: Services,
  volunteer: Volunteer,
  paymentId: string,
): Promise<{ filename: string; content: Buffer } | undefined> {
  const order = orderForShipping(services.db, paymentId);
  if (!order) return undefined;
  const reference = paymentReference('shop', paymentId);
  const lines = readOrderLines(services.db, readOrder(services.db, paymentId).id);
  const { details } = publishedContent(services.config);
  const writer = await PdfPageWriter.create({
    title: `Bordereau de colis ${reference}`,
    author: details.associationName,
    subject: `Commande ${reference}`,
    date: new Date(order.paidAt),
  });
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
  recordView(services, volunteer, 'bordereau de colis imprimé', reference);
  return { filename: `bordereau-${reference}.pdf`, content: Buffer.from(await writer.save()) };
}

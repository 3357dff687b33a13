import styled from 'styled-components';
import { formatEuros } from '@mtdm/shared/commerce';
import type { ConfirmedOrder } from '@mtdm/shared/contracts';

const Table = styled.table`
  width: 100%;
  margin: ${({ theme }) => theme.space.md} 0;
  border-collapse: collapse;
  text-align: left;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  td:last-child,
  th:last-child {
    text-align: right;
    white-space: nowrap;
  }
`;

/** The paid order, as the server recorded it: its reference, each line, shipping and total. */
export function OrderRecap({ order }: { readonly order: ConfirmedOrder }) {
  return (
    <>
      <p>
        Référence de votre commande : <strong>{order.reference}</strong> (à rappeler pour toute question ou
        pour exercer votre droit de rétractation).
      </p>
      <Table>
        <caption>Votre commande</caption>
        <thead>
          <tr>
            <th scope="col">Article</th>
            <th scope="col">Quantité</th>
            <th scope="col">Prix</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={`${line.name}|${line.size ?? ''}`}>
              <td>{line.size ? `${line.name} (taille ${line.size})` : line.name}</td>
              <td>{line.quantity}</td>
              <td>{formatEuros(line.unitPriceCents * line.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Frais de port
            </th>
            <td>{formatEuros(order.shippingCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              Total payé
            </th>
            <td>{formatEuros(order.amountCents)}</td>
          </tr>
        </tfoot>
      </Table>
    </>
  );
}

import styled from 'styled-components';
import { formatEuros, type CartSummary as Summary } from '@mtdm/shared/commerce';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  dt:last-of-type,
  dd:last-of-type {
    padding-top: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

/** Subtotal, shipping and total of a cart (one shipping rule for the panel and the checkout). */
export function CartSummary({ summary }: { readonly summary: Summary }) {
  return (
    <List>
      <dt>Sous-total</dt>
      <dd>{formatEuros(summary.subtotalCents)}</dd>
      <dt>Frais de port</dt>
      <dd>{formatEuros(summary.shippingCents)}</dd>
      <dt>Total</dt>
      <dd>{formatEuros(summary.amountCents)}</dd>
    </List>
  );
}

import { forwardRef } from 'react';
import styled from 'styled-components';
import { cartItemCount } from '@mtdm/shared/commerce';
import { Button } from '@mtdm/shared/ui';
import { useShopStore } from '../../store';

const Bubble = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.6rem;
  height: 1.6rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.textOnDark};
  color: ${({ theme }) => theme.colors.redDark};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 700;
`;

/** Inline so it shows on every system: an emoji depends on the fonts installed. */
function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 12.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
    </svg>
  );
}

const articleCountLabel = (count: number) => `${count} article${count > 1 ? 's' : ''}`;

/** Opens the cart panel; the bubble shows how many articles it holds. */
export const CartButton = forwardRef<HTMLButtonElement>(function CartButton(_props, ref) {
  const count = useShopStore((state) => cartItemCount(state.lines));
  const openCart = useShopStore((state) => state.openCart);
  return (
    <Button
      ref={ref}
      aria-haspopup="dialog"
      aria-label={`Panier : ${articleCountLabel(count)}`}
      onClick={openCart}
    >
      <CartIcon /> Panier <Bubble aria-hidden="true">{count}</Bubble>
    </Button>
  );
});

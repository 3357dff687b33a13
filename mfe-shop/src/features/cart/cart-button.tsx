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

export const articleCountLabel = (count: number) => `${count} article${count > 1 ? 's' : ''}`;

/** Opens the cart panel; the bubble shows how many articles it holds. */
export const CartButton = forwardRef<HTMLButtonElement>(function CartButton(_props, ref) {
  const count = useShopStore((state) => cartItemCount(state.lines));
  const openCart = useShopStore((state) => state.openCart);
  return (
    <Button ref={ref} aria-haspopup="dialog" aria-label={`Panier : ${articleCountLabel(count)}`} onClick={openCart}>
      <span aria-hidden="true">🛒</span> Panier <Bubble aria-hidden="true">{count}</Bubble>
    </Button>
  );
});

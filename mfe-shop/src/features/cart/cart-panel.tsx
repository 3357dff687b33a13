import styled from 'styled-components';
import { FRAGILE_MIX_MESSAGE, mixesFragileItem, summarizeCart } from '@mtdm/shared/commerce';
import { paths } from '@mtdm/shared/routing';
import { Button, ButtonLink, Modal } from '@mtdm/shared/ui';
import { useShopStore } from '../../store';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';

const Lines = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const FragileNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.surface};
`;

const Empty = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

const CART_TITLE = 'Votre panier';
const EMPTY_CART = 'Le panier est vide.';

/**
 * The cart panel: lines, totals, and the pay button that opens the payment modal; a helmet, a mug or
 * a perfume with other articles is ordered through the association instead (the shop's notice).
 */
export function CartPanel() {
  const open = useShopStore((state) => state.cartOpen);
  const lines = useShopStore((state) => state.lines);
  const closeCart = useShopStore((state) => state.closeCart);
  const startCheckout = useShopStore((state) => state.startCheckout);
  const throughAssociation = mixesFragileItem(lines);
  return (
    <Modal open={open} onClose={closeCart} title={CART_TITLE} placement="side" closeLabel="Fermer le panier">
      {lines.length === 0 ? (
        <Empty>{EMPTY_CART}</Empty>
      ) : (
        <>
          <Lines aria-label="Articles du panier">
            {lines.map((line) => (
              <CartLineItem key={`${line.name}|${line.selectedSize ?? ''}`} line={line} />
            ))}
          </Lines>
          <CartSummary summary={summarizeCart(lines)} />
        </>
      )}
      <Actions>
        {lines.length > 0 && throughAssociation && (
          <>
            <FragileNotice role="status">{FRAGILE_MIX_MESSAGE}</FragileNotice>
            <ButtonLink to={paths.contactAssociation} $fullWidth onClick={closeCart}>
              Contacter l’association
            </ButtonLink>
          </>
        )}
        {lines.length > 0 && !throughAssociation && (
          <Button $fullWidth onClick={startCheckout}>
            Passer au paiement
          </Button>
        )}
        <Button $variant="secondary" $fullWidth onClick={closeCart}>
          Continuer mes achats
        </Button>
      </Actions>
    </Modal>
  );
}

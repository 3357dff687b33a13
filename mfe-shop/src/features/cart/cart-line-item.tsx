import styled from 'styled-components';
import { eurosToCents, formatEuros } from '@mtdm/shared/commerce';
import type { CartLine } from '@mtdm/shared/catalogue';
import { ofName } from '@mtdm/shared/contracts';
import { contentImageSources } from '@mtdm/shared/content';
import { Button } from '@mtdm/shared/ui';
import { useShopStore } from '../../store';

const Item = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  img {
    width: 64px;
    height: 64px;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.small};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

const Controls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  output {
    min-width: 2.5rem;
    text-align: center;
    font-weight: 700;
  }
  > :last-child {
    margin-left: auto;
  }
`;

const Small = styled(Button)`
  min-width: 44px;
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
`;

/** One cart line: name, size, unit price, line total, plus / minus (floor 1) and remove. */
export function CartLineItem({ line }: { readonly line: CartLine }) {
  const increment = useShopStore((state) => state.increment);
  const decrement = useShopStore((state) => state.decrement);
  const removeLine = useShopStore((state) => state.removeLine);
  const label = line.selectedSize ? `${line.name} (taille ${line.selectedSize})` : line.name;
  const unitCents = eurosToCents(line.price);
  return (
    <Item aria-label={label}>
      <img {...contentImageSources(line.image, 64)} sizes="64px" alt="" width={64} height={64} />
      <div>
        <h3>{line.name}</h3>
        {line.selectedSize && <p>Taille : {line.selectedSize}</p>}
        <p>
          {formatEuros(unitCents)} × {line.quantity} ={' '}
          <strong>{formatEuros(unitCents * line.quantity)}</strong>
        </p>
      </div>
      <Controls>
        <Small
          $variant="secondary"
          aria-label={`Diminuer la quantité ${ofName(label)}`}
          // aria-disabled, not disabled: the button keeps the focus at the floor of 1.
          aria-disabled={line.quantity <= 1}
          onClick={() => {
            if (line.quantity > 1) decrement(line.name, line.selectedSize);
          }}
        >
          −
        </Small>
        <output aria-label={`Quantité ${ofName(label)}`}>{line.quantity}</output>
        <Small
          $variant="secondary"
          aria-label={`Augmenter la quantité ${ofName(label)}`}
          onClick={() => increment(line.name, line.selectedSize)}
        >
          +
        </Small>
        <Small
          $variant="ghost"
          aria-label={`Retirer ${label} du panier`}
          onClick={() => removeLine(line.name, line.selectedSize)}
        >
          Retirer
        </Small>
      </Controls>
    </Item>
  );
}

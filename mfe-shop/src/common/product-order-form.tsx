import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Product } from '@mtdm/shared/content';
import {
  Button,
  Field,
  Input,
  keepEarlyInput,
  Label,
  Select,
  useElementId,
  VisuallyHidden,
} from '@mtdm/shared/ui';
import { MAX_LINE_QUANTITY } from '../store';

/** The confirmation of an addition, beside the button that made it (empty otherwise). */
const Confirmation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

/** A product the association cannot supply for now: shown, not orderable. */
const Unavailable = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  text-align: center;
  font-weight: 700;
`;

export interface ProductOrderFormProps {
  readonly product: Product;
  readonly onAdd: (product: Product, size: string | null, quantity: number) => void;
  /** Said beside the button after this product was added ("« … » ajouté au panier (quantité : 2)."). */
  readonly confirmation?: string | null;
}

/** How a product is ordered, on its card and on its page: its size when it has sizes, a quantity, the button. */
export function ProductOrderForm({ product, onAdd, confirmation = null }: ProductOrderFormProps) {
  const sizeId = useElementId();
  const quantityId = useElementId();
  const [size, setSize] = useState<string | null>(product.sizes?.[0] ?? null);
  const [quantity, setQuantity] = useState('1');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = Number.parseInt(quantity, 10);
    const chosen = Number.isFinite(parsed) && parsed >= 1 ? Math.min(parsed, MAX_LINE_QUANTITY) : 1;
    onAdd(product, size, chosen);
    setQuantity('1');
  };

  return (
    <form onSubmit={submit}>
      {product.sizes && product.sizes.length > 0 && (
        <Field>
          <Label htmlFor={sizeId}>Taille</Label>
          <Select id={sizeId} value={size ?? ''} onChange={(event) => setSize(event.target.value)}>
            {product.sizes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field>
        <Label htmlFor={quantityId}>Quantité</Label>
        <Input
          ref={keepEarlyInput}
          id={quantityId}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          onBlur={() => {
            if (!(Number.parseInt(quantity, 10) >= 1)) setQuantity('1');
          }}
        />
      </Field>
      {product.unavailable ? (
        <Unavailable>Indisponible pour le moment</Unavailable>
      ) : (
        <Button type="submit" $fullWidth>
          Ajouter au panier<VisuallyHidden>{`\u00a0: ${product.name}`}</VisuallyHidden>
        </Button>
      )}
      <Confirmation role="status">{confirmation}</Confirmation>
    </form>
  );
}

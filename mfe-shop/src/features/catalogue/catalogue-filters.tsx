import styled from 'styled-components';
import {
  PRODUCT_CATEGORIES,
  isProductCategory,
  type PriceSort,
  type ProductCategory,
} from '@mtdm/shared/catalogue';
import { Field, keepEarlyInput, Label, Select } from '@mtdm/shared/ui';
import { categoryLabel } from '../../common/category-label';
import { useElementId } from '@mtdm/shared/ui';

const SEVERAL = '__plusieurs';

export const FilterBar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;

interface SortSelectProps {
  readonly value: PriceSort;
  readonly onChange: (sort: PriceSort) => void;
}

/** Price sort: none, ascending, descending. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useElementId();
  return (
    <Field>
      <Label htmlFor={id}>Trier par prix</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as PriceSort)}>
        <option value="none">Sans tri</option>
        <option value="asc">Prix croissant</option>
        <option value="desc">Prix décroissant</option>
      </Select>
    </Field>
  );
}

interface CategoryProps {
  readonly selected: readonly ProductCategory[];
  readonly onChange: (categories: readonly ProductCategory[]) => void;
}

/** The select is the phone's filter; wider, the checkbox list is always shown and does the same. */
const PhoneField = styled(Field)`
  ${({ theme }) => theme.media.aboveWidgets} {
    display: none;
  }
`;

/**
 * One category, or all; shows "several" when the checkbox list picked more than one. Shown on phones
 * only: wider, the category list beside the products is the one filter shown.
 */
export function CategorySelect({ selected, onChange }: CategoryProps) {
  const id = useElementId();
  const value = selected.length === 0 ? '' : selected.length === 1 ? (selected[0] as string) : SEVERAL;
  return (
    <PhoneField>
      <Label htmlFor={id}>Catégorie</Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (next === SEVERAL) return;
          onChange(isProductCategory(next) ? [next] : []);
        }}
      >
        <option value="">Toutes les catégories</option>
        {selected.length > 1 && (
          <option value={SEVERAL} disabled>
            Plusieurs catégories ({selected.length})
          </option>
        )}
        {PRODUCT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {categoryLabel(category)}
          </option>
        ))}
      </Select>
    </PhoneField>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }

  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
    gap: 0 ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    min-width: 0;
    overflow-wrap: anywhere;
    cursor: pointer;
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.navy};
  }
`;

/** The category checkbox list; "Toutes" clears the selection. */
export function CategoryChecklist({ selected, onChange }: CategoryProps) {
  const toggle = (category: ProductCategory, checked: boolean) =>
    onChange(
      checked
        ? PRODUCT_CATEGORIES.filter((item) => item === category || selected.includes(item))
        : selected.filter((item) => item !== category),
    );
  return (
    <Fieldset>
      <legend>Catégories</legend>
      <ul>
        <li>
          <label>
            <input
              ref={keepEarlyInput}
              type="checkbox"
              checked={selected.length === 0}
              onChange={() => onChange([])}
            />
            Toutes
          </label>
        </li>
        {PRODUCT_CATEGORIES.map((category) => (
          <li key={category}>
            <label>
              <input
                ref={keepEarlyInput}
                type="checkbox"
                checked={selected.includes(category)}
                onChange={(event) => toggle(category, event.target.checked)}
              />
              {categoryLabel(category)}
            </label>
          </li>
        ))}
      </ul>
    </Fieldset>
  );
}
